import { type $ZodArray, type $ZodType, safeParse } from 'zod/v4/core';
import { HttpError } from './errors';
import { firstProblemOnly } from './request-validation';

/** The list schema's `.max()`, the only rule on the whole list that a record-by-record check keeps. */
export function listMaximum(schema: $ZodArray): number {
  let maximum = Number.POSITIVE_INFINITY;
  for (const check of schema._zod.def.checks ?? []) {
    const def = check._zod.def as { check: string; maximum?: number };
    if (def.check !== 'max_length' || def.maximum === undefined) {
      // A rule on the whole list (unique items, a minimum) would be skipped by checking records.
      throw new Error(`A list read a record at a time may only have a maximum length, not ${def.check}`);
    }
    maximum = Math.min(maximum, def.maximum);
  }
  return maximum;
}

/** The schema as a list schema, or an error for a route that names one that is not. */
export function asList(schema: $ZodType): $ZodArray {
  if (schema._zod.def.type !== 'array') throw new Error('Only a list body can be read a record at a time');
  return schema as $ZodArray;
}

/**
 * How the JSON body parser reads a route's long list body (json-body-parser.ts): at most
 * `maxRecords`, each record checked as it is read and only what `keep` gives held.
 */
export interface ListBodyReader {
  maxRecords: number;
  /** The record checked with the list's item schema, then what the route keeps of it. */
  keep(record: unknown, index: number): unknown;
}

/**
 * The reader of a list body whose records the route needs only in part: a backup export holds
 * 5,000 records that are written to a file as text. Each record is checked with the item schema
 * as it is read, and the first bad one is refused with the same 400 as a whole check of the
 * list, naming its place and field (`4321.refLink: ...`). Only what `keep` returns stays in
 * memory while the rest is read: thousands of parsed records held for the length of a request
 * were what made the server's garbage collections long (issue 24, decision 117).
 */
export function listBodyReader<Checked, Kept>(
  schema: $ZodType,
  keep: (record: Checked) => Kept,
): ListBodyReader {
  const list = asList(schema);
  const item = list._zod.def.element;
  return {
    maxRecords: listMaximum(list),
    keep(record, index) {
      const checked = safeParse(item, record, firstProblemOnly);
      // The item schema's output: what `listBodyRoute` types `Checked` as.
      if (checked.success) return keep(checked.data as Checked);
      const issue = checked.error.issues[0];
      const field = [index, ...(issue?.path ?? [])].map(String).join('.');
      throw new HttpError(400, `${field}: ${issue?.message ?? 'Invalid value'}`, field);
    },
  };
}
