// Contracts of Deep Work (/deep-work/tasks-home). The spec shows only the landing tile; the
// design is in docs/decisions/043-deep-work.md.
import { z } from 'zod';
import { defineContract } from './contract';
import { calendarDaySchema } from './leitner';

/** A deep-work block is planned in 30-minute units. */
export const deepWorkBlockMinutes = 30;
/** Most blocks one task may be estimated at: a long day. */
export const maxDeepWorkEstimate = 16;
/**
 * The shortest block that counts as done: a Finish pressed within the first minute records nothing
 * (decision 102).
 */
export const minDeepWorkBlockSeconds = 60;
/** The longest a recorded block may be: four hours without a break is no longer a block. */
export const maxDeepWorkBlockSeconds = 4 * 60 * 60;
/**
 * Most tasks one day may hold, and most blocks one day may record: the server refuses a write past
 * them (409 naming `day`), so any seven days always fit the week answer whole.
 */
export const maxDeepWorkTasksPerDay = 64;
export const maxDeepWorkBlocksPerDay = 64;

export const deepWorkStatuses = ['planned', 'in-progress', 'done'] as const;
export const deepWorkStatusSchema = z.enum(deepWorkStatuses, {
  error: 'status must be planned, in-progress or done',
});
export type DeepWorkStatus = z.infer<typeof deepWorkStatusSchema>;

export const deepWorkIdSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{1,64}$/, 'must be 1 to 64 letters, digits, "_" or "-"');

/** What the owner plans: a task for a day. */
export const deepWorkTaskInputSchema = z.object({
  title: z.string().trim().min(1, 'title is required').max(200, 'title has at most 200 characters'),
  notes: z.string().trim().max(2000, 'notes has at most 2000 characters'),
  estimate: z
    .number({ error: `estimate is a whole number of 30-minute blocks from 1 to ${maxDeepWorkEstimate}` })
    .int(`estimate is a whole number of 30-minute blocks from 1 to ${maxDeepWorkEstimate}`)
    .min(1, `estimate is a whole number of 30-minute blocks from 1 to ${maxDeepWorkEstimate}`)
    .max(
      maxDeepWorkEstimate,
      `estimate is a whole number of 30-minute blocks from 1 to ${maxDeepWorkEstimate}`,
    ),
  status: deepWorkStatusSchema,
  day: calendarDaySchema,
});
export type DeepWorkTaskInput = z.infer<typeof deepWorkTaskInputSchema>;

export const deepWorkTaskSchema = deepWorkTaskInputSchema.extend({ id: deepWorkIdSchema });
export type DeepWorkTask = z.infer<typeof deepWorkTaskSchema>;

const blockSecondsRule = `seconds is a whole number from ${minDeepWorkBlockSeconds} to ${maxDeepWorkBlockSeconds}`;

/** A finished focus block: which task, which day, when it began and how long it ran. */
export const deepWorkBlockInputSchema = z.object({
  taskId: deepWorkIdSchema,
  day: calendarDaySchema,
  startedAt: z.iso.datetime({ error: 'startedAt must be an ISO 8601 UTC time' }),
  seconds: z
    .number({ error: blockSecondsRule })
    .int(blockSecondsRule)
    .min(minDeepWorkBlockSeconds, blockSecondsRule)
    .max(maxDeepWorkBlockSeconds, blockSecondsRule),
});
export type DeepWorkBlockInput = z.infer<typeof deepWorkBlockInputSchema>;

export const deepWorkBlockSchema = deepWorkBlockInputSchema.extend({ id: deepWorkIdSchema });
export type DeepWorkBlock = z.infer<typeof deepWorkBlockSchema>;

/** The seven days from `start` (a Monday, as the page asks): the tasks planned and the blocks run. */
export const deepWorkWeekSchema = z.object({
  start: calendarDaySchema,
  tasks: z.array(deepWorkTaskSchema).max(7 * maxDeepWorkTasksPerDay),
  blocks: z.array(deepWorkBlockSchema).max(7 * maxDeepWorkBlocksPerDay),
});
export type DeepWorkWeek = z.infer<typeof deepWorkWeekSchema>;

export const deepWorkWeekQuerySchema = z.object({ start: calendarDaySchema });

export const deepWorkMessageSchema = z.object({ msg: z.string() });

/** GET /api-deep-work/demo-week?start=: the demo week placed on the seven days from `start`. */
export const getDeepWorkDemoWeek = defineContract({
  method: 'GET',
  path: '/api-deep-work/demo-week',
  query: deepWorkWeekQuerySchema,
  response: deepWorkWeekSchema,
});

/** GET /api-deep-work/week?start=: the owner's tasks and blocks of the seven days from `start`. */
export const getDeepWorkWeek = defineContract({
  method: 'GET',
  path: '/api-deep-work/week',
  query: deepWorkWeekQuerySchema,
  response: deepWorkWeekSchema,
  ownerOnly: true,
});

/** POST /api-deep-work/tasks: plans a task. */
export const createDeepWorkTask = defineContract({
  method: 'POST',
  path: '/api-deep-work/tasks',
  body: deepWorkTaskInputSchema,
  response: z.object({ msg: z.string(), task: deepWorkTaskSchema }),
  ownerOnly: true,
});

export const deepWorkTaskParamsSchema = z.object({ id: deepWorkIdSchema });

/** PUT /api-deep-work/tasks/:id: changes a task (its status, day, estimate, text). */
export const updateDeepWorkTask = defineContract({
  method: 'PUT',
  path: '/api-deep-work/tasks/:id',
  params: deepWorkTaskParamsSchema,
  body: deepWorkTaskInputSchema,
  response: z.object({ msg: z.string(), task: deepWorkTaskSchema }),
  ownerOnly: true,
});

/** DELETE /api-deep-work/tasks/:id: removes a task; the blocks already run on it stay counted. */
export const deleteDeepWorkTask = defineContract({
  method: 'DELETE',
  path: '/api-deep-work/tasks/:id',
  params: deepWorkTaskParamsSchema,
  response: deepWorkMessageSchema,
  ownerOnly: true,
});

/** POST /api-deep-work/blocks: records a focus block when it ends. */
export const recordDeepWorkBlock = defineContract({
  method: 'POST',
  path: '/api-deep-work/blocks',
  body: deepWorkBlockInputSchema,
  response: z.object({ msg: z.string(), block: deepWorkBlockSchema }),
  ownerOnly: true,
});

export const deepWorkBlockParamsSchema = z.object({ id: deepWorkIdSchema });

/** DELETE /api-deep-work/blocks/:id: removes a block recorded by mistake; the tally drops it. */
export const deleteDeepWorkBlock = defineContract({
  method: 'DELETE',
  path: '/api-deep-work/blocks/:id',
  params: deepWorkBlockParamsSchema,
  response: deepWorkMessageSchema,
  ownerOnly: true,
});
