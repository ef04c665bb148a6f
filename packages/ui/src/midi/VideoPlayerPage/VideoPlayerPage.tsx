import { useState } from 'react';
import styled from 'styled-components';
import { AppLink } from '../../base/AppLink';
import { StatusText } from '../../base/StatusText';
import { MidiLayout } from '../MidiLayout';

export interface VideoPlayerPageProps {
  title: string;
  src: string;
  /** Where "back" leads: the score the video belongs to, or the area's landing page. */
  backHref: string;
  backLabel: string;
  landingHref: string;
  projectsHref: string;
}

const Heading = styled.h1`
  margin: 0 0 ${({ theme }) => theme.space(4)};
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: clamp(1.5rem, 1.2rem + 1.4vw, 2.2rem);
  overflow-wrap: anywhere;
`;

const Screen = styled.video`
  display: block;
  width: 100%;
  max-height: 75vh;
  border-radius: ${({ theme }) => theme.radiusLarge};
  background: #111;
`;

const Back = styled(AppLink)`
  display: inline-block;
  margin-top: ${({ theme }) => theme.space(4)};
  font-weight: 600;
`;

/** midi/videos/{video}: the video player. A video that cannot be played says so. */
export function VideoPlayerPage({
  title,
  src,
  backHref,
  backLabel,
  landingHref,
  projectsHref,
}: VideoPlayerPageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const failed = failedSrc === src;

  return (
    <MidiLayout
      homeHref={landingHref}
      crumbs={[{ label: 'Projects', href: projectsHref }, { label: 'Videos' }, { label: title }]}
    >
      <Heading>{title}</Heading>
      {failed ? (
        <StatusText tone="error">This video could not be played. It may not exist.</StatusText>
      ) : (
        <Screen
          key={src}
          src={src}
          controls
          preload="metadata"
          aria-label={`Video: ${title}`}
          onError={() => setFailedSrc(src)}
        />
      )}
      <Back href={backHref}>{backLabel}</Back>
    </MidiLayout>
  );
}
