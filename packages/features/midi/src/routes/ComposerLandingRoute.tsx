import { ComposerLandingPage } from '@portfolio/ui/midi';
import { useDocumentTitle } from '@portfolio/ui';
import { useNavigate, useParams } from 'react-router-dom';
import { useComposers } from '../api/get-composers';
import { composerCard, instrumentTitle, landingPath, parseInstrument, PROJECTS_PATH } from '../midi-paths';
import { UnknownInstrumentPage } from './UnknownInstrumentPage';

/** midi/landing/{instrument}: the composer cards and the instrument switch. */
export function ComposerLandingRoute() {
  const params = useParams<{ instrument: string }>();
  const instrument = parseInstrument(params.instrument, { allowHome: true });
  const navigate = useNavigate();
  const composers = useComposers(instrument);
  useDocumentTitle(instrument ? `${instrumentTitle(instrument)} composers` : 'Instrument not found');

  if (!instrument) {
    return <UnknownInstrumentPage asked={params.instrument} />;
  }

  return (
    <ComposerLandingPage
      instrument={instrument}
      composers={composers.data?.map((composer) => composerCard(instrument, composer))}
      homeHref={landingPath(instrument)}
      projectsHref={PROJECTS_PATH}
      onSwitchInstrument={(next) => void navigate(landingPath(next))}
    />
  );
}
