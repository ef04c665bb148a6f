import { setImmediate as nextTurn } from 'node:timers/promises';
import { type $ZodArray, type $ZodType, safeParse } from 'zod/v4/core';
import { HttpError } from './errors';
import { firstProblemOnly } from './request-validation';

/** Records checked between two looks at other requests: a few milliseconds of work. */
export const listSliceSize = 50;

/** The list schema's `.max()`, the only rule on the whole list that slicing keeps. */
export function listMaximum(schema: $ZodArray): number {
  let maximum = Number.POSITIVE_INFINITY;
  for (const check of schema._zod.def.checks ?? []) {
    const def = check._zod.def as { check: string; maximum?: number };
    if (def.check !== 'max_length' || def.maximum === undefined) {
      // A rule on the whole list (unique items, a minimum) would be skipped by checking slices.
      throw new Error(`A list checked in slices may only have a maximum length, not ${def.check}`);
    }
    maximum = Math.min(maximum, def.maximum);
  }
  return maximum;
}

/** The schema as a list schema, or an error for a route that names one that is not. */
export function asList(schema: $ZodType): $ZodArray {
  if (schema._zod.def.type !== 'array') throw new Error('Only a list body can be checked in slices');
  return schema as $ZodArray;
}

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

/** The first problem of a failed check as the 400 a schema error answers (errors.ts). */
function refusal(issue: ListIssue | undefined): HttpError {
  const path = issue?.path ?? [];
  const field = path.length === 0 ? 'body' : path.map(String).join('.');
  return new HttpError(400, `${field}: ${issue?.message ?? 'Invalid value'}`, field);
}

/**
 * A list body's check for `route()`: the list schema applied in slices (checkListInSlices), the
 * same 400 as checking it whole, naming the first bad record's field; returns the parsed list.
 */
export function listCheckerInSlices(schema: $ZodType): (body: unknown) => Promise<unknown[]> {
  const list = asList(schema);
  const maximum = listMaximum(list);
  return async (body) => {
    // Not a list, or too long: the whole check stops at that at once (zod counts before items).
    if (!Array.isArray(body) || body.length > maximum) {
      const whole = safeParse(list, body, firstProblemOnly);
      if (!whole.success) throw refusal(whole.error.issues[0]);
    }
    const checked = await checkListInSlices(list, body as unknown[]);
    if ('issue' in checked) throw refusal(checked.issue);
    return checked.data;
  };
}
