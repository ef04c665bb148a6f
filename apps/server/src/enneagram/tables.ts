/** The enneagram area's tables as Kysely sees them. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface EnneagramTables {}
