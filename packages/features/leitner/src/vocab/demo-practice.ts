import {
  addCalendarDays,
  type LeitnerDemoWord,
  leitnerLocationSchema,
  type LeitnerWord,
} from '@portfolio/contracts';
import { z } from 'zod';

// A visitor's practice of the demo deck lives in this browser only (decision 042): the day the
// practice began (demo words are placed from it) and every word the visitor has moved since.

export const demoPracticeKey = 'leitner_demo_practice';

const practiceSchema = z.object({
  startedOn: leitnerLocationSchema.shape.dueOn,
  locations: z.record(z.string(), leitnerLocationSchema.omit({ id: true })),
});
export type DemoPractice = z.infer<typeof practiceSchema>;

/** The stored practice, or a new one beginning today when there is none (or it is unreadable). */
export function readDemoPractice(storage: Pick<Storage, 'getItem'>, today: string): DemoPractice {
  try {
    const parsed = practiceSchema.safeParse(JSON.parse(storage.getItem(demoPracticeKey) ?? 'null'));
    if (parsed.success) return parsed.data;
  } catch {
    // Unreadable: start again.
  }
  return { startedOn: today, locations: {} };
}

export function writeDemoPractice(storage: Pick<Storage, 'setItem'>, practice: DemoPractice): void {
  try {
    storage.setItem(demoPracticeKey, JSON.stringify(practice));
  } catch {
    // Storage full or blocked: the practice still works until the page closes.
  }
}

/** The demo deck as words: each at its stored place, or where the demo puts it from the start day. */
export function demoWords(deck: readonly LeitnerDemoWord[], practice: DemoPractice): LeitnerWord[] {
  return deck.map(({ dueInDays, ...word }) => {
    const moved = practice.locations[word.id];
    return moved ? { ...word, ...moved } : { ...word, dueOn: addCalendarDays(practice.startedOn, dueInDays) };
  });
}
