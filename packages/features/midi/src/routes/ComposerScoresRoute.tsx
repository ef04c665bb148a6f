import { LoadingIndicator, useDocumentTitle } from '@portfolio/ui';
import { CompositionListPage, MidiMessagePage } from '@portfolio/ui/midi';
import { useParams } from 'react-router-dom';
import { useComposers } from '../api/get-composers';
import { useScores } from '../api/get-scores';
import { flagAlt, imageUrl, landingPath, parseInstrument, PROJECTS_PATH, scorePath } from '../midi-paths';
import { previewImage } from '../page-turn/page-turn';
import { UnknownInstrumentPage } from './UnknownInstrumentPage';

/** midi/composers/{instrument}/{composer}: the composer's compositions. */
export function ComposerScoresRoute() {
  const params = useParams<{ instrument: string; composer: string }>();
  const instrument = parseInstrument(params.instrument);
  const composers = useComposers(instrument);
  const scores = useScores(instrument);
  const composer = composers.data?.find((candidate) => candidate.id === params.composer);
  // The not-found states name themselves in the tab, like every other page of the site.
  const notFound = !instrument
    ? 'Instrument not found'
    : composers.data && !composer
      ? 'Composer not found'
      : null;
  useDocumentTitle(notFound ?? composer?.name ?? 'Composer');

  if (!instrument) {
    return <UnknownInstrumentPage asked={params.instrument} />;
  }
  if (!composers.data) return <LoadingIndicator label="Loading the composer" />;
  if (!composer) {
    return (
      <MidiMessagePage
        heading="Composer not found"
        message={`There is no ${instrument} composer called "${params.composer ?? ''}".`}
        backHref={landingPath(instrument)}
        backLabel={`See the ${instrument} composers`}
        landingHref={landingPath(instrument)}
        projectsHref={PROJECTS_PATH}
      />
    );
  }

  const compositions = scores.data
    ?.filter((score) => score.composer === composer.id)
    .map((score) => ({
      id: score.id,
      name: score.name,
      href: scorePath(instrument, score.id),
      previewSrc: imageUrl(score.dir, previewImage(score)),
      pageCount: score.pageCount,
      enlarged: score.enlarged,
      hasVideo: score.video !== undefined,
    }));

  return (
    <CompositionListPage
      instrument={instrument}
      composer={{
        name: composer.name,
        flagSrc: composer.flag,
        flagAlt: flagAlt(composer.flag),
        lifespan: composer.lifespan,
      }}
      compositions={compositions}
      failed={scores.isError && !scores.isFetching}
      onRetry={() => void scores.refetch()}
      landingHref={landingPath(instrument)}
      projectsHref={PROJECTS_PATH}
    />
  );
}
