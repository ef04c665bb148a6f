/** Composer cards per instrument, in display order (`position`). */
export interface MidiComposersTable {
  instrument: string;
  id: string;
  name: string;
  /** Address of the flag image. */
  flag: string;
  /** '1685–1750', or '' for a collection. */
  lifespan: string;
  position: number;
}

/** Scores per instrument, in display order. `enlarged` is 0 or 1: SQLite has no boolean. */
export interface MidiScoresTable {
  instrument: string;
  id: string;
  name: string;
  composer: string;
  page_count: number;
  enlarged: number;
  audio: string;
  video: string | null;
  dir: string;
  position: number;
}

/** The midi area's tables as Kysely sees them. */
export interface MidiTables {
  midi_composers: MidiComposersTable;
  midi_scores: MidiScoresTable;
}

declare module '../db/schema' {
  // Adds this area's tables to every `Kysely<Database>`.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface Database extends MidiTables {}
}
