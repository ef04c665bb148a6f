import {
  type Composer,
  type Instrument,
  instruments,
  type Score,
  scoresContractFor,
} from '@portfolio/contracts';
import {
  apiErrorResponse,
  midiComposersByInstrument,
  midiScoresByInstrument,
  mockContract,
} from '@portfolio/mocks';
import { http, HttpResponse } from 'msw';
import { spyOn } from 'storybook/test';

// The feature stories run on the demo catalogue (preview.tsx installs the default handlers, which
// answer the lists from it) and on the real media Storybook serves from content/media. What the
// story files share beyond that lives here: where a fixture belongs, and the failures they stage.

/** The instrument whose list holds the score. */
export function instrumentOf(score: Score): Instrument {
  const instrument = instruments.find((candidate) => midiScoresByInstrument[candidate].includes(score));
  if (!instrument) throw new Error(`No instrument of the catalogue lists the score ${score.id}`);
  return instrument;
}

/** The composer the score names, from its instrument's list. */
export function composerOf(score: Score): Composer {
  const composer = midiComposersByInstrument[instrumentOf(score)].find(({ id }) => id === score.composer);
  if (!composer) throw new Error(`The catalogue has no composer ${score.composer} for ${score.id}`);
  return composer;
}

/** The instrument's score list fails once with `status`, then answers the catalogue: a retry works. */
export function scoresFailOnce(instrument: Instrument, status: number) {
  let calls = 0;
  return mockContract(scoresContractFor(instrument), () => {
    calls += 1;
    return calls === 1 ? apiErrorResponse(status) : midiScoresByInstrument[instrument];
  });
}

/** The instrument's score list without any piece by the composer. */
export const scoresWithout = (instrument: Instrument, composer: Composer) =>
  mockContract(scoresContractFor(instrument), () =>
    midiScoresByInstrument[instrument].filter((score) => score.composer !== composer.id),
  );

/** The score's page images answer 404, as the server does for a file it does not have. */
export const pagesMissing = (score: Score) =>
  http.get(`*/images/midi/${score.dir}/:file`, () => new HttpResponse(null, { status: 404 }));

/** The video's file answers 404, as the server does for a file it does not have. */
export const videoMissing = (video: string) =>
  http.get(`*/apiVideos/${video}.mp4`, () => new HttpResponse(null, { status: 404 }));

/**
 * A failed list is logged (spec part 2 §8); the stories that fail one keep the log out of the test
 * output and assert it. Returns the clean-up for the story's beforeEach.
 */
export function quietConsoleError() {
  const logged = spyOn(console, 'error').mockImplementation(() => undefined);
  return () => logged.mockRestore();
}

/** A role query's `name` that matches an accessible name holding `text` (catalogue names have brackets). */
export const naming = (text: string) => (accessibleName: string) => accessibleName.includes(text);
