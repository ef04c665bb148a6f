import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { Button } from '../../base/Button';

export interface VideoPlayerProps {
  /** The video's title, the player's heading. */
  title: string;
  src: string;
  posterSrc?: string;
  /** Where the visitor stopped last time, in seconds: the player starts there. */
  resumeAt?: number;
  /** The position as it plays (a few times a second) and when paused; 0 when the video ended. */
  onPosition?: (seconds: number) => void;
}

const Panel = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  margin-bottom: ${({ theme }) => theme.space(6)};

  h2 {
    margin: 0;
    font-size: 1.25rem;
    overflow-wrap: anywhere;
  }

  video {
    display: block;
    width: 100%;
    max-width: 720px;
    aspect-ratio: 16 / 9;
    height: auto;
    border-radius: ${({ theme }) => theme.radius};
    background: #000;
  }
`;

const Resume = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  min-height: 2.75rem;
  margin: 0;
  color: ${({ theme }) => theme.colors.mutedText};
`;

/** `m:ss` for a position in seconds. */
export function formatVideoTime(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/**
 * Plays one video of the library with the browser's own controls. It starts where the visitor
 * stopped last time (`resumeAt`) and offers to start over. The line for that notice is there
 * only when there is a place to resume from (known before the video loads), so the list below
 * never moves, and a video watched for the first time has no empty band under it. Give each
 * file its own `key`, so a new file starts without the previous file's notice.
 */
export function VideoPlayer({ title, src, posterSrc, resumeAt = 0, onPosition }: VideoPlayerProps) {
  const video = useRef<HTMLVideoElement>(null);
  const [resumedFrom, setResumedFrom] = useState<number | undefined>(undefined);
  // The notice's line, held from the start when there is a place to resume from.
  const [noticeRoom, setNoticeRoom] = useState(resumeAt > 0);
  const report = useRef(onPosition);
  useEffect(() => {
    report.current = onPosition;
  }, [onPosition]);

  const seekToResume = () => {
    const element = video.current;
    if (!element || resumeAt <= 0) return;
    // Near the end there is nothing left to resume: start from the beginning.
    if (Number.isFinite(element.duration) && resumeAt >= element.duration - 1) {
      setNoticeRoom(false);
      return;
    }
    element.currentTime = resumeAt;
    setResumedFrom(resumeAt);
  };

  return (
    <Panel aria-labelledby="video-player-heading">
      <h2 id="video-player-heading">{title}</h2>
      <video
        ref={video}
        src={src}
        poster={posterSrc}
        controls
        preload="metadata"
        width={720}
        height={405}
        aria-label={`Video: ${title}`}
        onLoadedMetadata={seekToResume}
        onTimeUpdate={(event) => report.current?.(event.currentTarget.currentTime)}
        onPause={(event) => report.current?.(event.currentTarget.currentTime)}
        onEnded={() => report.current?.(0)}
      />
      {noticeRoom && (
        <Resume>
          {resumedFrom !== undefined && (
            <>
              <span role="status">
                Resumed at {formatVideoTime(resumedFrom)}, where you stopped last time.
              </span>
              <Button
                variant="secondary"
                onClick={() => {
                  if (video.current) video.current.currentTime = 0;
                  setResumedFrom(undefined);
                  setNoticeRoom(false);
                  report.current?.(0);
                }}
              >
                Start over
              </Button>
            </>
          )}
        </Resume>
      )}
    </Panel>
  );
}
