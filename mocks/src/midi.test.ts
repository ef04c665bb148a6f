import {
  buildPath,
  composerListSchema,
  composerSchema,
  composersContractFor,
  instruments,
  scoreListSchema,
  scoreSchema,
  scoresContractFor,
} from '@portfolio/contracts';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import catalogue from '../../content/midi/catalogue.json';
import {
  enlargedEvenScore,
  enlargedOddScore,
  enneagramIntroVideo,
  midiHandlers,
  pianoComposers,
  pianoScores,
  plainPianoScore,
  plainViolinScore,
  scoreWithVideo,
  violinComposers,
  violinScores,
} from './index';

const server = setupServer(...midiHandlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

describe('sheet-music fixtures', () => {
  const cases: Array<[string, z.ZodType, unknown]> = [
    ['pianoComposers', composerListSchema, pianoComposers],
    ['violinComposers', composerListSchema, violinComposers],
    ['pianoScores', scoreListSchema, pianoScores],
    ['violinScores', scoreListSchema, violinScores],
    ['plainPianoScore', scoreSchema, plainPianoScore],
    ['plainViolinScore', scoreSchema, plainViolinScore],
    ['enlargedOddScore', scoreSchema, enlargedOddScore],
    ['enlargedEvenScore', scoreSchema, enlargedEvenScore],
    ['scoreWithVideo', scoreSchema, scoreWithVideo],
    ['the Hymn Book card', composerSchema, violinComposers.find((card) => card.id === 'lds-hymns')],
  ];

  it.each(cases)('%s parses with its schema', (_name, schema, fixture) => {
    const result = schema.safeParse(fixture);
    expect(result.error?.issues).toBeUndefined();
    expect(result.data).toEqual(fixture);
  });

  it('would catch a score or card that drifted from its schema', () => {
    const drifted = [
      { ...plainPianoScore, pageCount: '3' },
      { ...plainPianoScore, dir: '../secrets' },
      { ...plainPianoScore, enlarged: 'yes' },
    ];
    for (const score of drifted) expect(scoreSchema.safeParse(score).success).toBe(false);
    const { lifespan: _dropped, ...withoutLifespan } = violinComposers[0] ?? {};
    expect(composerSchema.safeParse(withoutLifespan).success).toBe(false);
  });

  it('are the generated catalogue itself, and pick the states stories need', () => {
    expect({ pianoComposers, violinComposers, pianoScores, violinScores }).toEqual({
      pianoComposers: catalogue.piano.composers,
      violinComposers: catalogue.violin.composers,
      pianoScores: catalogue.piano.scores,
      violinScores: catalogue.violin.scores,
    });
    expect(plainPianoScore.enlarged).toBeUndefined();
    expect(plainPianoScore.video).toBeUndefined();
    expect(violinScores).toContain(plainViolinScore);
    expect([plainViolinScore.enlarged, plainViolinScore.video]).toEqual([undefined, undefined]);
    expect(plainViolinScore.pageCount).toBeGreaterThan(2);
    expect(enlargedOddScore.enlarged && enlargedOddScore.pageCount % 2).toBe(1);
    expect(enlargedEvenScore.enlarged && enlargedEvenScore.pageCount % 2).toBe(0);
    expect(scoreWithVideo.video).toEqual(expect.any(String));
    expect(enneagramIntroVideo).toBe('enneagram-intro');
  });
});

describe('sheet-music handlers', () => {
  it('answer both instruments’ lists with the catalogue, parsed by the contracts', async () => {
    for (const instrument of instruments) {
      const scores = await fetch(`http://localhost${buildPath(scoresContractFor(instrument).path)}`);
      expect(scores.status).toBe(200);
      expect(scoreListSchema.parse(await scores.json())).toEqual(catalogue[instrument].scores);

      const composers = await fetch(`http://localhost${buildPath(composersContractFor(instrument).path)}`);
      expect(composers.status).toBe(200);
      expect(composerListSchema.parse(await composers.json())).toEqual(catalogue[instrument].composers);
    }
  });
});
