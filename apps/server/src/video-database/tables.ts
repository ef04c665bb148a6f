import type { IsoTimestamp } from '../db/schema';

/** One tag on one file of the video library (decision 061). */
export interface VideoTagsTable {
  /** `{primary}/{secondary}/{file name}`: the file's path under the library's root. */
  path: string;
  /** The tag as it was first written. */
  tag: string;
  /** The tag in lower case: a file has each tag once, whatever its case. */
  tag_key: string;
  created_at: IsoTimestamp;
}

export interface VideoDatabaseTables {
  video_tags: VideoTagsTable;
}

declare module '../db/schema' {
  // Adds this area's tables to every `Kysely<Database>`.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface Database extends VideoDatabaseTables {}
}
