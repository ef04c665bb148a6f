import { MidiMessagePage } from '@portfolio/ui/midi';
import { landingPath, PROJECTS_PATH } from '../midi-paths';

/** What every sheet-music address with an instrument other than piano or violin shows. */
export function UnknownInstrumentPage({ asked }: { asked: string | undefined }) {
  return (
    <MidiMessagePage
      heading="Instrument not found"
      message={`There are scores for the piano and the violin, not for "${asked ?? ''}".`}
      backHref={landingPath('piano')}
      backLabel="See the piano composers"
      landingHref={landingPath('piano')}
      projectsHref={PROJECTS_PATH}
    />
  );
}
