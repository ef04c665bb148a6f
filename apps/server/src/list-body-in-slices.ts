import { nextSliceTurn as nextTurn } from './core/slice-turns';
import { type $ZodArray, safeParse } from 'zod/v4/core';
import { firstProblemOnly } from './request-validation';

/** Records checked between two looks at other requests: a few milliseconds of work. */
export const listSliceSize = 50;

/** The first problem found in a list: its path starts with the record's index in the whole list. */
export interface ListIssue {
  path: PropertyKey[];
  message: string;
}

/**
 * Checks a list with its schema a slice of records at a time and lets other requests run between
 * slices, so thousands of records do not hold the event loop while they are checked (issue 24's
 * freeze probe: 5,000 backup records took 0.3 to 1 s at once). Gives the parsed records, or the
 * first problem with the same path as checking the list whole.
 */
export async function checkListInSlices(
  list: $ZodArray,
  items: unknown[],
): Promise<{ data: unknown[] } | { issue: ListIssue }> {
  const parsed: unknown[] = [];
  for (let start = 0; start < items.length; start += listSliceSize) {
    if (start > 0) await nextTurn();
    const slice = safeParse(list, items.slice(start, start + listSliceSize), firstProblemOnly);
    if (!slice.success) {
      const issue = slice.error.issues[0];
      const [index, ...rest] = issue?.path ?? [];
      return {
        issue: {
          path: index === undefined ? [] : [Number(index) + start, ...rest],
          message: issue?.message ?? 'Invalid value',
        },
      };
    }
    parsed.push(...(slice.data as unknown[]));
  }
  return { data: parsed };
}
