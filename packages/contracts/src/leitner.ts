// Contracts of the Leitner vocabulary box (/leitner/vocab). The spec shows only the tile and one
// call, PUT /api-update/words/synchronize; the rest is designed in docs/decisions/042-leitner-box.md.
import { z } from 'zod';
import { defineContract } from './contract';

/** The number of boxes: a word climbs from box 1 to box 5. */
export const leitnerBoxCount = 5;
/** Days until a word in box n is due again after it moved there (editable by the owner). */
export const defaultLeitnerIntervals = [1, 2, 4, 8, 16] as const;
/** Largest interval the owner may set: a year. */
export const maxLeitnerInterval = 365;
/** Most words a deck holds, an import carries, or one synchronize call moves. */
export const maxLeitnerWords = 2000;

/** A calendar day, `YYYY-MM-DD`, that exists. */
export const calendarDaySchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a day written YYYY-MM-DD')
  .refine((day) => {
    const date = new Date(`${day}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(day);
  }, 'must be a real calendar day');
export type CalendarDay = z.infer<typeof calendarDaySchema>;

/** `day` plus `days` calendar days (negative goes back). */
export function addCalendarDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The local calendar day of a moment: what "today" is for the person at the screen. */
export function localCalendarDay(moment: Date): string {
  const month = String(moment.getMonth() + 1).padStart(2, '0');
  const day = String(moment.getDate()).padStart(2, '0');
  return `${moment.getFullYear()}-${month}-${day}`;
}

export const leitnerWordIdSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{1,64}$/, 'must be 1 to 64 letters, digits, "_" or "-"');

export const leitnerBoxSchema = z
  .number({ error: `must be a box from 1 to ${leitnerBoxCount}` })
  .int(`must be a box from 1 to ${leitnerBoxCount}`)
  .min(1, `must be a box from 1 to ${leitnerBoxCount}`)
  .max(leitnerBoxCount, `must be a box from 1 to ${leitnerBoxCount}`);

const wordText = (name: string, max: number, required: boolean) => {
  const base = z.string().trim().max(max, `${name} has at most ${max} characters`);
  return required ? base.min(1, `${name} is required`) : base;
};

/** What the owner writes about a word. */
export const leitnerWordTextSchema = z.object({
  term: wordText('term', 120, true),
  meaning: wordText('meaning', 300, true),
  example: wordText('example', 500, false),
  notes: wordText('notes', 1000, false),
});
export type LeitnerWordText = z.infer<typeof leitnerWordTextSchema>;

/** Where a word sits: its box and the day it is next due (due when that day is today or past). */
export const leitnerLocationSchema = z.object({
  id: leitnerWordIdSchema,
  box: leitnerBoxSchema,
  dueOn: calendarDaySchema,
});
export type LeitnerLocation = z.infer<typeof leitnerLocationSchema>;

export const leitnerWordSchema = leitnerWordTextSchema.extend(leitnerLocationSchema.shape);
export type LeitnerWord = z.infer<typeof leitnerWordSchema>;

export const leitnerIntervalsSchema = z
  .array(
    z
      .number({ error: `each interval is a whole number of days from 1 to ${maxLeitnerInterval}` })
      .int(`each interval is a whole number of days from 1 to ${maxLeitnerInterval}`)
      .min(1, `each interval is a whole number of days from 1 to ${maxLeitnerInterval}`)
      .max(maxLeitnerInterval, `each interval is a whole number of days from 1 to ${maxLeitnerInterval}`),
  )
  .length(leitnerBoxCount, `intervals has one number per box (${leitnerBoxCount})`);

/** The owner's deck: every word with its place, and the box intervals. */
export const leitnerDeckSchema = z.object({
  words: z.array(leitnerWordSchema).max(maxLeitnerWords),
  intervals: leitnerIntervalsSchema,
});
export type LeitnerDeck = z.infer<typeof leitnerDeckSchema>;

/**
 * A demo word: its text, its starting box, and the day it is first due counted from the day a
 * visitor first opens the deck (0 is that day), so the demo always has words due.
 */
export const leitnerDemoWordSchema = leitnerWordTextSchema.extend({
  id: leitnerWordIdSchema,
  box: leitnerBoxSchema,
  dueInDays: z.number().int().min(0).max(maxLeitnerInterval),
});
export type LeitnerDemoWord = z.infer<typeof leitnerDemoWordSchema>;
export const leitnerDemoDeckSchema = z.array(leitnerDemoWordSchema).max(maxLeitnerWords);

export const leitnerMessageSchema = z.object({ msg: z.string() });

/** GET /api-leitner/demo-deck: the demo deck a visitor practises (progress stays in the browser). */
export const getLeitnerDemoDeck = defineContract({
  method: 'GET',
  path: '/api-leitner/demo-deck',
  response: leitnerDemoDeckSchema,
});

/** GET /api-leitner/deck: the owner's words and intervals (owner only). */
export const getLeitnerDeck = defineContract({
  method: 'GET',
  path: '/api-leitner/deck',
  response: leitnerDeckSchema,
  ownerOnly: true,
});

/** POST /api-leitner/words: adds a word to box 1, due on `dueOn` (the owner's today). */
export const createLeitnerWord = defineContract({
  method: 'POST',
  path: '/api-leitner/words',
  body: leitnerWordTextSchema.extend({ dueOn: calendarDaySchema }),
  response: z.object({ msg: z.string(), word: leitnerWordSchema }),
  ownerOnly: true,
});

export const leitnerWordParamsSchema = z.object({ id: leitnerWordIdSchema });

/** PUT /api-leitner/words/:id: changes a word's text; its box and due day stay. */
export const updateLeitnerWord = defineContract({
  method: 'PUT',
  path: '/api-leitner/words/:id',
  params: leitnerWordParamsSchema,
  body: leitnerWordTextSchema,
  response: z.object({ msg: z.string(), word: leitnerWordSchema }),
  ownerOnly: true,
});

/** DELETE /api-leitner/words/:id: removes a word. */
export const deleteLeitnerWord = defineContract({
  method: 'DELETE',
  path: '/api-leitner/words/:id',
  params: leitnerWordParamsSchema,
  response: leitnerMessageSchema,
  ownerOnly: true,
});

/** One row of a CSV import: the text, and the place when the file has one. */
export const leitnerImportRowSchema = leitnerWordTextSchema.extend({
  box: leitnerBoxSchema.optional(),
  dueOn: calendarDaySchema.optional(),
});
export type LeitnerImportRow = z.infer<typeof leitnerImportRowSchema>;

/**
 * POST /api-leitner/words/import: the rows of a CSV file the page parsed. A row whose term the
 * deck already has (ignoring case) updates that word; others are added (box 1, due `today`
 * unless the row says otherwise).
 */
export const importLeitnerWords = defineContract({
  method: 'POST',
  path: '/api-leitner/words/import',
  body: z.object({
    today: calendarDaySchema,
    rows: z.array(leitnerImportRowSchema).max(maxLeitnerWords, `rows has at most ${maxLeitnerWords} words`),
  }),
  response: z.object({ msg: z.string(), added: z.number().int(), updated: z.number().int() }),
  ownerOnly: true,
});

/** PUT /api-leitner/intervals: the days each box waits. */
export const updateLeitnerIntervals = defineContract({
  method: 'PUT',
  path: '/api-leitner/intervals',
  body: z.object({ intervals: leitnerIntervalsSchema }),
  response: leitnerMessageSchema,
  ownerOnly: true,
});

/**
 * PUT /api-update/words/synchronize (spec part 1 §7): the new locations of the words a review
 * moved; answers `msg`. Unknown ids are refused before anything changes.
 */
export const synchronizeLeitnerWords = defineContract({
  method: 'PUT',
  path: '/api-update/words/synchronize',
  body: z.object({
    locations: z
      .array(leitnerLocationSchema)
      .min(1, 'locations has at least one word')
      .max(maxLeitnerWords, `locations has at most ${maxLeitnerWords} words`),
  }),
  response: leitnerMessageSchema,
  ownerOnly: true,
});
