import type { IsoTimestamp } from '../db/schema';

/** The owner's words: the text and where the word sits (box 1-5, next due day). */
export interface LeitnerWordsTable {
  id: string;
  term: string;
  meaning: string;
  example: string;
  notes: string;
  box: number;
  /** `YYYY-MM-DD`: due when this day is today or past. */
  due_on: string;
  created_at: IsoTimestamp;
}

/** Small settings of the box, by name; `intervals` holds the JSON array of days per box. */
export interface LeitnerSettingsTable {
  name: string;
  value: string;
}

export interface LeitnerTables {
  leitner_words: LeitnerWordsTable;
  leitner_settings: LeitnerSettingsTable;
}

declare module '../db/schema' {
  // Adds this area's tables to every `Kysely<Database>`.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface Database extends LeitnerTables {}
}
