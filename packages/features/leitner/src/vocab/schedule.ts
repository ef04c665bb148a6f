import { addCalendarDays, leitnerBoxCount, type LeitnerLocation } from '@portfolio/contracts';

// The Leitner schedule (decision 042): a word is due when its day is today or past; "knew it"
// moves it up one box (the top box keeps it), "missed it" sends it back to box 1; either way it
// is next due after the interval of the box it lands in, counted from today.

export const isDue = (location: Pick<LeitnerLocation, 'dueOn'>, today: string) => location.dueOn <= today;

export type ReviewAnswer = 'knew' | 'missed';

/** Where a word goes after an answer given on `today`. */
export function moveWord<L extends LeitnerLocation>(
  location: L,
  answer: ReviewAnswer,
  today: string,
  intervals: readonly number[],
): L {
  const box = answer === 'knew' ? Math.min(location.box + 1, leitnerBoxCount) : 1;
  return { ...location, box, dueOn: addCalendarDays(today, intervals[box - 1] ?? 1) };
}

/** The words due on `today`, the longest-waiting first, then by term. */
export function dueWords<W extends LeitnerLocation & { term: string }>(
  words: readonly W[],
  today: string,
): W[] {
  return words
    .filter((word) => isDue(word, today))
    .sort(
      (a, b) => a.dueOn.localeCompare(b.dueOn) || a.term.localeCompare(b.term) || a.id.localeCompare(b.id),
    );
}

/** How many words sit in each box, box 1 first. */
export function boxCounts(words: readonly Pick<LeitnerLocation, 'box'>[]): number[] {
  const counts = Array.from({ length: leitnerBoxCount }, () => 0);
  for (const word of words) counts[word.box - 1] = (counts[word.box - 1] ?? 0) + 1;
  return counts;
}

export interface ForecastDay {
  day: string;
  count: number;
}

/**
 * How many words fall due on each of the `days` days from today. Today's count includes every
 * overdue word: they are all waiting now.
 */
export function forecast(
  words: readonly Pick<LeitnerLocation, 'dueOn'>[],
  today: string,
  days = 14,
): ForecastDay[] {
  const result = Array.from({ length: days }, (_, offset) => ({
    day: addCalendarDays(today, offset),
    count: 0,
  }));
  const index = new Map(result.map((entry, offset) => [entry.day, offset]));
  for (const word of words) {
    const offset = word.dueOn <= today ? 0 : index.get(word.dueOn);
    if (offset !== undefined) result[offset]!.count += 1;
  }
  return result;
}
