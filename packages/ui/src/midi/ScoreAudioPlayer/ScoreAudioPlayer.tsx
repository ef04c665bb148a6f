import styled from 'styled-components';

export interface ScoreAudioPlayerProps {
  src: string;
  /** The piece, to name the player. */
  title: string;
}

const Player = styled.audio`
  display: block;
  width: min(100%, 300px);
  height: 44px;
`;

/** The score's recording. It loads only when played, so opening a score costs no audio download. */
export function ScoreAudioPlayer({ src, title }: ScoreAudioPlayerProps) {
  return <Player controls preload="none" src={src} aria-label={`Recording of ${title}`} />;
}
