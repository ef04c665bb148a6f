import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  addCalendarDays as addDays,
  type DeepWorkBlock,
  type DeepWorkBlockInput,
  type DeepWorkTask,
  type DeepWorkTaskInput,
  type DeepWorkWeek,
  deepWorkStatusSchema,
  maxDeepWorkWeekItems,
} from '@portfolio/contracts';
import type { Kysely, Selectable } from 'kysely';
import { z } from 'zod';
import { repoRoot } from '../config';
import type { Database } from '../db/schema';
import { HttpError } from '../errors';
import type { DeepWorkBlocksTable, DeepWorkTasksTable } from './tables';

type Db = Kysely<Database>;

const taskOf = (row: Selectable<DeepWorkTasksTable>): DeepWorkTask => ({
  id: row.id,
  title: row.title,
  notes: row.notes,
  estimate: Number(row.estimate),
  status: deepWorkStatusSchema.parse(row.status),
  day: row.day,
});

const blockOf = (row: Selectable<DeepWorkBlocksTable>): DeepWorkBlock => ({
  id: row.id,
  taskId: row.task_id,
  day: row.day,
  startedAt: row.started_at,
  seconds: Number(row.seconds),
});

/** The owner's tasks and blocks of the seven days from `start`. */
export async function weekOf(db: Db, start: string): Promise<DeepWorkWeek> {
  const end = addDays(start, 6);
  const tasks = await db
    .selectFrom('deep_work_tasks')
    .selectAll()
    .where('day', '>=', start)
    .where('day', '<=', end)
    .orderBy('day')
    .orderBy('created_at')
    .orderBy('id')
    .limit(maxDeepWorkWeekItems)
    .execute();
  const blocks = await db
    .selectFrom('deep_work_blocks')
    .selectAll()
    .where('day', '>=', start)
    .where('day', '<=', end)
    .orderBy('started_at')
    .orderBy('id')
    .limit(maxDeepWorkWeekItems)
    .execute();
  return { start, tasks: tasks.map(taskOf), blocks: blocks.map(blockOf) };
}

export async function insertTask(db: Db, input: DeepWorkTaskInput): Promise<DeepWorkTask> {
  const row = { id: randomUUID(), ...input, created_at: new Date().toISOString() };
  await db.insertInto('deep_work_tasks').values(row).execute();
  return taskOf(row);
}

export async function updateTask(db: Db, id: string, input: DeepWorkTaskInput): Promise<DeepWorkTask> {
  const result = await db.updateTable('deep_work_tasks').set(input).where('id', '=', id).executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) throw new HttpError(404, `id: no task has the id "${id}"`, 'id');
  return taskOf(
    await db.selectFrom('deep_work_tasks').selectAll().where('id', '=', id).executeTakeFirstOrThrow(),
  );
}

export async function deleteTask(db: Db, id: string): Promise<string> {
  const row = await db.selectFrom('deep_work_tasks').select('title').where('id', '=', id).executeTakeFirst();
  if (!row) throw new HttpError(404, `id: no task has the id "${id}"`, 'id');
  await db.deleteFrom('deep_work_tasks').where('id', '=', id).execute();
  return row.title;
}

export async function insertBlock(
  db: Db,
  input: DeepWorkBlockInput,
): Promise<{ block: DeepWorkBlock; title: string }> {
  const task = await db
    .selectFrom('deep_work_tasks')
    .select('title')
    .where('id', '=', input.taskId)
    .executeTakeFirst();
  if (!task) throw new HttpError(404, `taskId: no task has the id "${input.taskId}"`, 'taskId');
  const row = {
    id: randomUUID(),
    task_id: input.taskId,
    day: input.day,
    started_at: new Date(input.startedAt).toISOString(),
    seconds: input.seconds,
  };
  await db.insertInto('deep_work_blocks').values(row).execute();
  return { block: blockOf(row), title: task.title };
}

// The demo week: tasks and blocks placed by day of the week (0 is the first day asked for).
const demoWeekSchema = z.object({
  tasks: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      notes: z.string(),
      estimate: z.number().int(),
      status: deepWorkStatusSchema,
      dayOffset: z.number().int().min(0).max(6),
    }),
  ),
  blocks: z.array(
    z.object({
      id: z.string(),
      taskId: z.string(),
      dayOffset: z.number().int().min(0).max(6),
      /** Hour and minute the block began, UTC. */
      startsAt: z.string().regex(/^\d{2}:\d{2}$/),
      seconds: z.number().int().min(1),
    }),
  ),
});
export type DemoWeek = z.infer<typeof demoWeekSchema>;

export const deepWorkDemoWeekFile = join(repoRoot, 'content/deep-work/demo-week.json');
let demoWeek: Promise<DemoWeek> | undefined;

export function readDemoWeek(): Promise<DemoWeek> {
  demoWeek ??= readFile(deepWorkDemoWeekFile, 'utf8').then((text) => demoWeekSchema.parse(JSON.parse(text)));
  return demoWeek;
}

/** The demo week placed on the seven days from `start`. */
export function placeDemoWeek(demo: DemoWeek, start: string): DeepWorkWeek {
  return {
    start,
    tasks: demo.tasks.map(({ dayOffset, ...task }) => ({ ...task, day: addDays(start, dayOffset) })),
    blocks: demo.blocks.map(({ dayOffset, startsAt, ...block }) => {
      const day = addDays(start, dayOffset);
      return { ...block, day, startedAt: `${day}T${startsAt}:00.000Z` };
    }),
  };
}
