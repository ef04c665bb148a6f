import styled from 'styled-components';
import { LoadingIndicator } from '../../shell/LoadingIndicator';
import { ComposerCard, type ComposerCardItem } from '../ComposerCard';
import { InstrumentIcon, type MidiInstrument } from '../InstrumentIcon';
import { MidiLayout } from '../MidiLayout';
import { InstrumentSwitch } from './InstrumentSwitch';

export interface ComposerLandingPageProps {
  instrument: MidiInstrument;
  /** Undefined while the list loads. */
  composers: ComposerCardItem[] | undefined;
  /** The address of this page (the bar's title leads here). */
  homeHref: string;
  /** The site's landing page, first step of the trail. */
  projectsHref: string;
  onSwitchInstrument: (next: MidiInstrument) => void;
}

const Heading = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(4)};
  margin-bottom: ${({ theme }) => theme.space(2)};

  h1 {
    margin: 0;
    font-family: ${({ theme }) => theme.fonts.heading};
    font-size: clamp(1.75rem, 1.2rem + 2.4vw, 2.6rem);
    line-height: 1.15;
  }
`;

const Badge = styled.span`
  display: grid;
  flex: none;
  place-items: center;
  width: 56px;
  height: 56px;
  border-radius: 50%;
  background: #1d2433;
  color: #ffd58a;
`;

const Intro = styled.p`
  max-width: 60ch;
  margin: 0 0 ${({ theme }) => theme.space(8)};
  color: ${({ theme }) => theme.colors.mutedText};
  font-size: 1.0625rem;
`;

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(250px, 1fr));
  gap: ${({ theme }) => theme.space(4)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Empty = styled.p`
  padding: ${({ theme }) => theme.space(6)};
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radiusLarge};
  color: ${({ theme }) => theme.colors.mutedText};
  text-align: center;
`;

const titleOf = (instrument: MidiInstrument) => (instrument === 'piano' ? 'Piano' : 'Violin');

/** midi/landing/{instrument}: the composers of one instrument, and the switch to the other. */
export function ComposerLandingPage({
  instrument,
  composers,
  homeHref,
  projectsHref,
  onSwitchInstrument,
}: ComposerLandingPageProps) {
  return (
    <MidiLayout
      homeHref={homeHref}
      crumbs={[{ label: 'Projects', href: projectsHref }, { label: titleOf(instrument) }]}
      actions={<InstrumentSwitch instrument={instrument} onSwitch={onSwitchInstrument} />}
    >
      <Heading>
        <Badge>
          <InstrumentIcon instrument={instrument} size={32} />
        </Badge>
        <h1>{titleOf(instrument)} composers</h1>
      </Heading>
      <Intro>
        Choose a composer, then a piece. Scores turn with a MIDI foot pedal, the arrow and page keys, or the
        buttons beside the music, with a recording to play along.
      </Intro>
      {composers === undefined ? (
        <LoadingIndicator label="Loading the composers" />
      ) : composers.length === 0 ? (
        <Empty>No composers are listed for the {instrument} yet.</Empty>
      ) : (
        <Grid aria-label={`${titleOf(instrument)} composers`}>
          {composers.map(({ id, ...composer }) => (
            <li key={id}>
              <ComposerCard {...composer} />
            </li>
          ))}
        </Grid>
      )}
    </MidiLayout>
  );
}
