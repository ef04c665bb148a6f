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
  maxDeepWorkBlocksPerDay,
  maxDeepWorkTasksPerDay,
} from '@portfolio/contracts';
import type { Kysely, Selectable, Transaction } from 'kysely';
import { z } from 'zod';
import { repoRoot } from '../repo-root';
import type { DatabaseDialect } from '../db/database';
import type { Database } from '../db/schema';
import { lockWrites } from '../db/write-lock';
import { HttpError } from '../errors';
import type { DeepWorkBlocksTable, DeepWorkTasksTable } from './tables';

type Db = Kysely<Database>;

/** The database and its dialect: writes that count rows first lock on PostgreSQL. */
export interface DeepWorkStore {
  db: Db;
  dialect: DatabaseDialect;
}

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

/**
 * The owner's tasks and blocks of the seven days from `start`, all of them: the writes keep each
 * day within its maximums, so seven days always fit the answer.
 */
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
    .execute();
  const blocks = await db
    .selectFrom('deep_work_blocks')
    .selectAll()
    .where('day', '>=', start)
    .where('day', '<=', end)
    .orderBy('started_at')
    .orderBy('id')
    .execute();
  return { start, tasks: tasks.map(taskOf), blocks: blocks.map(blockOf) };
}

/** Runs `write` as the only counted Deep Work write (decision 043: a day's maximums). */
function countedWrite<T>(
  store: DeepWorkStore,
  write: (trx: Transaction<Database>) => Promise<T>,
): Promise<T> {
  return store.db.transaction().execute(async (trx) => {
    await lockWrites(trx, 'deep-work');
    return write(trx);
  });
}

/** Refuses a task for `day` when the day already holds the most tasks one day may (409 naming `day`). */
async function ensureRoomForTask(trx: Transaction<Database>, day: string, movingId?: string): Promise<void> {
  let query = trx
    .selectFrom('deep_work_tasks')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('day', '=', day);
  if (movingId !== undefined) query = query.where('id', '!=', movingId);
  const { count } = await query.executeTakeFirstOrThrow();
  if (Number(count) >= maxDeepWorkTasksPerDay) {
    throw new HttpError(
      409,
      `day: ${day} already has ${maxDeepWorkTasksPerDay} tasks, the most one day holds`,
      'day',
    );
  }
}

/** One day plans a task name once: the same words in any case are the same task (decision 102). */
async function ensureTitleFree(
  trx: Transaction<Database>,
  day: string,
  title: string,
  ownId?: string,
): Promise<void> {
  let query = trx.selectFrom('deep_work_tasks').select('title').where('day', '=', day);
  if (ownId !== undefined) query = query.where('id', '!=', ownId);
  const wanted = title.trim().toLocaleLowerCase('en');
  const taken = (await query.execute()).find((row) => row.title.trim().toLocaleLowerCase('en') === wanted);
  if (taken) {
    throw new HttpError(409, `title: "${taken.title}" is already planned for ${day}`, 'title');
  }
}

export function insertTask(store: DeepWorkStore, input: DeepWorkTaskInput): Promise<DeepWorkTask> {
  return countedWrite(store, async (trx) => {
    await ensureRoomForTask(trx, input.day);
    await ensureTitleFree(trx, input.day, input.title);
    const row = { id: randomUUID(), ...input, created_at: new Date().toISOString() };
    await trx.insertInto('deep_work_tasks').values(row).execute();
    return taskOf(row);
  });
}

export function updateTask(
  store: DeepWorkStore,
  id: string,
  input: DeepWorkTaskInput,
): Promise<DeepWorkTask> {
  return countedWrite(store, async (trx) => {
    const current = await trx
      .selectFrom('deep_work_tasks')
      .select('day')
      .where('id', '=', id)
      .executeTakeFirst();
    if (!current) throw new HttpError(404, `id: no task has the id "${id}"`, 'id');
    // Only a move to another day can fill that day; a task staying put keeps its place.
    if (current.day !== input.day) await ensureRoomForTask(trx, input.day, id);
    await ensureTitleFree(trx, input.day, input.title, id);
    await trx.updateTable('deep_work_tasks').set(input).where('id', '=', id).execute();
    return taskOf(
      await trx.selectFrom('deep_work_tasks').selectAll().where('id', '=', id).executeTakeFirstOrThrow(),
    );
  });
}

export async function deleteTask(db: Db, id: string): Promise<string> {
  const row = await db.selectFrom('deep_work_tasks').select('title').where('id', '=', id).executeTakeFirst();
  if (!row) throw new HttpError(404, `id: no task has the id "${id}"`, 'id');
  await db.deleteFrom('deep_work_tasks').where('id', '=', id).execute();
  return row.title;
}

export function insertBlock(
  store: DeepWorkStore,
  input: DeepWorkBlockInput,
): Promise<{ block: DeepWorkBlock; title: string }> {
  return countedWrite(store, async (trx) => {
    const task = await trx
      .selectFrom('deep_work_tasks')
      .select('title')
      .where('id', '=', input.taskId)
      .executeTakeFirst();
    if (!task) throw new HttpError(404, `taskId: no task has the id "${input.taskId}"`, 'taskId');
    const { count } = await trx
      .selectFrom('deep_work_blocks')
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .where('day', '=', input.day)
      .executeTakeFirstOrThrow();
    if (Number(count) >= maxDeepWorkBlocksPerDay) {
      throw new HttpError(
        409,
        `day: ${input.day} already has ${maxDeepWorkBlocksPerDay} blocks, the most one day records`,
        'day',
      );
    }
    const row = {
      id: randomUUID(),
      task_id: input.taskId,
      day: input.day,
      started_at: new Date(input.startedAt).toISOString(),
      seconds: input.seconds,
    };
    await trx.insertInto('deep_work_blocks').values(row).execute();
    return { block: blockOf(row), title: task.title };
  });
}

/** Removes a block recorded by mistake; answers it with the title of its task, if the task is still there. */
export async function deleteBlock(db: Db, id: string): Promise<{ block: DeepWorkBlock; title?: string }> {
  const row = await db.selectFrom('deep_work_blocks').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw new HttpError(404, `id: no block has the id "${id}"`, 'id');
  const task = await db
    .selectFrom('deep_work_tasks')
    .select('title')
    .where('id', '=', row.task_id)
    .executeTakeFirst();
  await db.deleteFrom('deep_work_blocks').where('id', '=', id).execute();
  return { block: blockOf(row), ...(task ? { title: task.title } : {}) };
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
