import type { Instrument, Score } from '@portfolio/contracts';
import { LoadingIndicator, useDocumentTitle } from '@portfolio/ui';
import { MidiMessagePage, ScorePage } from '@portfolio/ui/midi';
import { useState, useSyncExternalStore } from 'react';
import { useParams } from 'react-router-dom';
import { useComposers } from '../api/get-composers';
import { useScores } from '../api/get-scores';
import { usePageTurnKeys } from '../keys/use-page-turn-keys';
import {
  audioUrl,
  composerPath,
  imageAlt,
  imageUrl,
  landingPath,
  parseInstrument,
  PROJECTS_PATH,
  videoPath,
} from '../midi-paths';
import {
  countViews,
  describeView,
  keepPlace,
  type PageTurnScore,
  type TurnDirection,
  turnPage,
  viewAt,
} from '../page-turn/page-turn';

// One page fills the width below the site's phone breakpoint (600 px, decision 097), and on a
// screen taller than wide below 900 px, a tablet in portrait (decision 114). Landscape keeps two.
const narrowQuery = '(max-width: 600px), (orientation: portrait) and (max-width: 899px)';

function subscribeNarrow(onChange: () => void) {
  const list = window.matchMedia(narrowQuery);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

/** 1 page per view on a narrow screen, 2 otherwise (and on the server, which paints a desktop). */
function usePagesPerView(): 1 | 2 {
  return useSyncExternalStore(
    subscribeNarrow,
    () => (window.matchMedia(narrowQuery).matches ? 1 : 2),
    () => 2,
  );
}

interface Place {
  position: number;
  pagesPerView: 1 | 2;
}
import { pedalLabels } from '../pedal/pedal-labels';
import { useMidiPedal } from '../pedal/use-midi-pedal';
import { usePedalLearning } from '../pedal/use-pedal-learning';
import { UnknownInstrumentPage } from './UnknownInstrumentPage';

interface ScoreReaderProps {
  instrument: Instrument;
  score: Score;
  composerName: string;
}

/** The page turner of one score: buttons, keys and the MIDI pedal all turn the same pages. */
function ScoreReader({ instrument, score, composerName }: ScoreReaderProps) {
  const pagesPerView = usePagesPerView();
  const layout: PageTurnScore = { ...score, pagesPerView };
  // The place is kept with the layout it was turned in; after a resize it shows the same page.
  const [place, setPlace] = useState<Place>({ position: 0, pagesPerView });
  const position =
    place.pagesPerView === pagesPerView
      ? place.position
      : keepPlace({ ...score, pagesPerView: place.pagesPerView }, place.position, pagesPerView);
  // A turn reads the screen as it is at that moment (a pedal's handler may be older than a resize).
  const turn = (direction: TurnDirection) =>
    setPlace((current) => {
      const now: 1 | 2 = window.matchMedia(narrowQuery).matches ? 1 : 2;
      const at = keepPlace({ ...score, pagesPerView: current.pagesPerView }, current.position, now);
      return { position: turnPage({ ...score, pagesPerView: now }, at, direction), pagesPerView: now };
    });
  const pedal = usePedalLearning();
  const midiStatus = useMidiPedal({
    instrument,
    mapping: pedal.mapping,
    onTurn: turn,
    onLearnMessage: pedal.onLearnMessage,
  });
  usePageTurnKeys(turn);
  const view = viewAt(layout, position);
  const views = countViews(layout);

  return (
    <ScorePage
      instrument={instrument}
      title={score.name}
      composerName={composerName}
      composerHref={composerPath(instrument, score.composer)}
      landingHref={landingPath(instrument)}
      projectsHref={PROJECTS_PATH}
      audioSrc={audioUrl(score.audio)}
      videoHref={score.video ? videoPath(score.video) : undefined}
      midiStatus={midiStatus}
      pedal={{
        step: pedal.learn.step,
        ...pedalLabels(instrument, pedal.mapping),
        learned: pedal.mapping !== null,
        saved: pedal.saved,
        available: midiStatus.state === 'ready',
        onStart: pedal.start,
        onCancel: pedal.cancel,
        onReset: pedal.reset,
      }}
      turner={{
        images: view.images.map((image) => ({ src: imageUrl(score.dir, image), alt: imageAlt(image) })),
        indicator: describeView(layout, view),
        atFirst: view.position === 0,
        atLast: view.position === views - 1 && views > 1,
        enlarged: score.enlarged === true,
        onPrevious: () => turn('back'),
        onNext: () => turn('forward'),
      }}
    />
  );
}

/** midi/scores/{instrument}/{score}: finds the score in the instrument's list and opens it. */
export function ScoreRoute() {
  const params = useParams<{ instrument: string; score: string }>();
  const instrument = parseInstrument(params.instrument);
  const scores = useScores(instrument);
  const composers = useComposers(instrument, 'log');
  const score = scores.data?.find((candidate) => candidate.id === params.score);
  const landing = landingPath(instrument ?? 'piano');
  // One title for every state, the not-found ones included, so the tab always says where one is.
  useDocumentTitle(
    !instrument
      ? 'Instrument not found'
      : scores.isError && !scores.isFetching
        ? 'Scores unavailable'
        : !scores.data
          ? 'Score'
          : (score?.name ?? 'Score not found'),
  );

  if (!instrument) {
    return <UnknownInstrumentPage asked={params.instrument} />;
  }
  if (scores.isError && !scores.isFetching) {
    return (
      <MidiMessagePage
        heading="Scores unavailable"
        message={`The list of ${instrument} scores could not be loaded, so this score cannot be shown.`}
        backHref={landing}
        backLabel={`See the ${instrument} composers`}
        landingHref={landing}
        projectsHref={PROJECTS_PATH}
        onRetry={() => void scores.refetch()}
      />
    );
  }
  if (!scores.data) return <LoadingIndicator label="Loading the score" />;
  if (!score) {
    return (
      <MidiMessagePage
        heading="Score not found"
        message={`There is no ${instrument} score called "${params.score ?? ''}".`}
        backHref={landing}
        backLabel={`See the ${instrument} composers`}
        landingHref={landing}
        projectsHref={PROJECTS_PATH}
      />
    );
  }

  const composerName =
    composers.data?.find((composer) => composer.id === score.composer)?.name ?? score.composer;
  // A new score starts at its first page.
  return <ScoreReader key={score.id} instrument={instrument} score={score} composerName={composerName} />;
}
