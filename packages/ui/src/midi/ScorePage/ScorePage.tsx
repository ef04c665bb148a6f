import styled from 'styled-components';
import { AppLink } from '../../base/AppLink';
import type { MidiInstrument } from '../InstrumentIcon';
import { MidiLayout } from '../MidiLayout';
import { type MidiConnectionState, MidiStatusNotice } from '../MidiStatusNotice';
import { PageTurner, type PageTurnerProps } from '../PageTurner';
import { PedalLearnControl, type PedalLearnControlProps } from '../PedalLearnControl';
import { ScoreAudioPlayer } from '../ScoreAudioPlayer';
import { LineIcon } from '../../base/LineIcon';

export interface ScorePageProps {
  instrument: MidiInstrument;
  title: string;
  composerName: string;
  composerHref: string;
  landingHref: string;
  projectsHref: string;
  audioSrc: string;
  /** The score's video page, when it has a video. */
  videoHref?: string;
  midiStatus: MidiConnectionState;
  pedal: PedalLearnControlProps;
  turner: PageTurnerProps;
}

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `${theme.space(2)} ${theme.space(4)}`};
  margin-bottom: ${({ theme }) => theme.space(2)};
`;

const Title = styled.div`
  flex: 0 1 auto;
  min-width: 0;
  max-width: min(100%, 480px);

  h1 {
    margin: 0;
    font-family: ${({ theme }) => theme.fonts.heading};
    font-size: clamp(1.3rem, 1.1rem + 0.8vw, 1.75rem);
    line-height: 1.2;
    overflow-wrap: anywhere;
  }

  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.mutedText};
    font-size: 0.9375rem;
  }
`;

const Tools = styled.div`
  flex: 1 1 360px;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};

  @media (max-width: ${({ theme }) => theme.breakpoints.phone}) {
    justify-content: flex-start;
  }
`;

const PedalState = styled.div`
  display: flex;
  justify-content: center;
  align-items: flex-start;
  margin-top: ${({ theme }) => theme.space(2)};

  /* On a phone the refused-access notice takes a line more than "Looking for MIDI pedals…": its
     place is kept from the start (five lines), so the stand above does not move when it comes. */
  @media (max-width: ${({ theme }) => theme.breakpoints.phone}) {
    min-height: 6.25rem;
  }
`;

const VideoLink = styled(AppLink)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  min-height: 44px;
  font-weight: 600;
`;

function FilmMark() {
  return (
    <LineIcon roundCaps={false}>
      <rect x="2.5" y="4.5" width="11" height="11" rx="2" />
      <path d="m13.5 8.5 4-2.5v8l-4-2.5" />
    </LineIcon>
  );
}

const titleOf = (instrument: MidiInstrument) => (instrument === 'piano' ? 'Piano' : 'Violin');

/** midi/scores/{instrument}/{score}: the page turner with its recording, pedal state and settings. */
export function ScorePage({
  instrument,
  title,
  composerName,
  composerHref,
  landingHref,
  projectsHref,
  audioSrc,
  videoHref,
  midiStatus,
  pedal,
  turner,
}: ScorePageProps) {
  return (
    <MidiLayout
      width="reader"
      homeHref={landingHref}
      crumbs={[
        { label: 'Projects', href: projectsHref },
        { label: titleOf(instrument), href: landingHref },
        { label: composerName, href: composerHref },
        { label: title },
      ]}
    >
      <Header>
        <Title>
          <h1>{title}</h1>
          <p>{composerName}</p>
        </Title>
        <Tools>
          <ScoreAudioPlayer src={audioSrc} title={title} />
          {videoHref && (
            <VideoLink href={videoHref}>
              <FilmMark />
              Watch the video
            </VideoLink>
          )}
          <PedalLearnControl {...pedal} />
        </Tools>
      </Header>
      <PageTurner {...turner} />
      {/* Under the stand: the pedal's state is known only once the browser has answered, and a
          notice growing above the music would push it down (layout shift). */}
      <PedalState>
        <MidiStatusNotice status={midiStatus} />
      </PedalState>
    </MidiLayout>
  );
}
