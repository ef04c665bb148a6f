import {
  createDeepWorkTask,
  deleteDeepWorkBlock,
  deleteDeepWorkTask,
  getDeepWorkDemoWeek,
  getDeepWorkWeek,
  recordDeepWorkBlock,
  updateDeepWorkTask,
} from '@portfolio/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../route';
import {
  deleteBlock,
  deleteTask,
  type DeepWorkStore,
  insertBlock,
  insertTask,
  placeDemoWeek,
  readDemoWeek,
  updateTask,
  weekOf,
} from './week';

/**
 * Minutes, for messages: "25 min", "1 h 05 min". Whole minutes only, counted down as the page's
 * own durations are (packages/ui/src/deep-work/format.ts), so a block reads the same in both.
 */
function duration(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  if (seconds > 0 && minutes === 0) return 'under 1 min';
  if (minutes < 60) return `${minutes} min`;
  return `${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, '0')} min`;
}

/** Deep Work (decision 043): the demo week for visitors, the owner's tasks and focus blocks. */
export async function deepWorkRoutes(app: FastifyInstance): Promise<void> {
  const store: DeepWorkStore = { db: app.db, dialect: app.dbDialect };
  route(app, getDeepWorkDemoWeek, async (request) =>
    placeDemoWeek(await readDemoWeek(), request.query.start),
  );
  route(app, getDeepWorkWeek, (request) => weekOf(app.db, request.query.start));

  route(app, createDeepWorkTask, async (request) => {
    const task = await insertTask(store, request.body);
    return { msg: `Planned "${task.title}" for ${task.day}`, task };
  });
  route(app, updateDeepWorkTask, async (request) => {
    const task = await updateTask(store, request.params.id, request.body);
    return { msg: `Saved "${task.title}"`, task };
  });
  route(app, deleteDeepWorkTask, async (request) => {
    const title = await deleteTask(app.db, request.params.id);
    return { msg: `Removed "${title}"` };
  });
  route(app, recordDeepWorkBlock, async (request) => {
    const { block, title } = await insertBlock(store, request.body);
    return { msg: `Recorded ${duration(block.seconds)} of deep work on "${title}"`, block };
  });
  route(app, deleteDeepWorkBlock, async (request) => {
    const { block, title } = await deleteBlock(app.db, request.params.id);
    const on = title === undefined ? '' : ` on "${title}"`;
    return { msg: `Removed ${duration(block.seconds)} of deep work${on} from ${block.day}` };
  });
}
