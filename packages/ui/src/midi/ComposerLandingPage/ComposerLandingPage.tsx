import styled from 'styled-components';
import { PageHeadingRow } from '../../base/PageHeadingRow';
import { LoadingIndicator } from '../../base/LoadingIndicator';
import { ComposerCard, type ComposerCardItem } from '../ComposerCard';
import { InstrumentIcon, type MidiInstrument } from '../InstrumentIcon';
import { MidiLayout } from '../MidiLayout';
import { InstrumentSwitch } from './InstrumentSwitch';
import { EmptyState } from '../../base/EmptyState';

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

const Badge = styled.span`
  display: grid;
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
      <PageHeadingRow
        heading={`${titleOf(instrument)} composers`}
        leading={
          <Badge>
            <InstrumentIcon instrument={instrument} size={32} />
          </Badge>
        }
        spaceBelow="small"
      />
      <Intro>
        Choose a composer, then a piece. Scores turn with a MIDI foot pedal, the arrow and page keys, or the
        buttons beside the music, with a recording to play along.
      </Intro>
      {composers === undefined ? (
        <LoadingIndicator label="Loading the composers" />
      ) : composers.length === 0 ? (
        <EmptyState>No composers are listed for the {instrument} yet.</EmptyState>
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
