import type { IsoTimestamp } from '../db/schema';

/** The owner's planned tasks, one day each. */
export interface DeepWorkTasksTable {
  id: string;
  title: string;
  notes: string;
  /** In 30-minute blocks. */
  estimate: number;
  status: string;
  /** `YYYY-MM-DD`. */
  day: string;
  created_at: IsoTimestamp;
}

/** Finished focus blocks. `task_id` may outlive its task: hours worked stay counted. */
export interface DeepWorkBlocksTable {
  id: string;
  task_id: string;
  day: string;
  started_at: IsoTimestamp;
  seconds: number;
}

export interface DeepWorkTables {
  deep_work_tasks: DeepWorkTasksTable;
  deep_work_blocks: DeepWorkBlocksTable;
}

declare module '../db/schema' {
  // Adds this area's tables to every `Kysely<Database>`.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface Database extends DeepWorkTables {}
}
