import {
  apiErrorSchema,
  createDeepWorkTask,
  deepWorkWeekSchema,
  maxDeepWorkTasksPerDay,
  recordDeepWorkBlock,
} from '@portfolio/contracts';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  deepWorkDemoWeekFixture,
  deepWorkMockWeek,
  deepWorkWeekFixture,
  handlers,
  resetDeepWorkMocks,
  resetOwnerSession,
} from './index';

const server = setupServer(...handlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => {
  resetDeepWorkMocks();
  resetOwnerSession({ signedIn: true });
});

const record = (body: unknown) =>
  fetch(`http://localhost${recordDeepWorkBlock.path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

const call = (method: string, path: string, body?: unknown) =>
  fetch(`http://localhost${path}`, {
    method,
    headers: { 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });

const block = { taskId: 'task-3', day: '2026-03-10', startedAt: '2026-03-10T09:00:00.000Z', seconds: 1500 };

describe('Deep Work mocks', () => {
  it('hold weeks that parse with the contracts, every block on a task of its week', () => {
    for (const week of [deepWorkWeekFixture, deepWorkDemoWeekFixture]) {
      const parsed = deepWorkWeekSchema.parse(week);
      const ids = new Set(parsed.tasks.map((task) => task.id));
      expect(parsed.blocks.every((entry) => ids.has(entry.taskId))).toBe(true);
    }
  });

  it('record a block and answer msg, like the server', async () => {
    const response = await record(block);
    expect(await response.json()).toMatchObject({
      msg: 'Recorded 25 min of deep work on "Review the parser pull request"',
    });
    expect(deepWorkMockWeek().blocks.at(-1)).toMatchObject(block);
  });

  it('refuse a bad block naming the field, an unknown task, and strangers', async () => {
    const bad = await record({ ...block, seconds: 0 });
    expect(apiErrorSchema.parse(await bad.json()).field).toBe('seconds');
    const unknown = await record({ ...block, taskId: 'nope' });
    expect(unknown.status).toBe(404);
    resetOwnerSession({ signedIn: false });
    expect((await record(block)).status).toBe(401);
    expect(deepWorkMockWeek().blocks).toHaveLength(deepWorkWeekFixture.blocks.length);
  });

  it('answer the seven days asked for, like the server: a task planned next week shows there', async () => {
    const task = { title: 'Plan the sprint', notes: '', estimate: 1, status: 'planned', day: '2026-03-16' };
    expect((await call('POST', createDeepWorkTask.path, task)).status).toBe(200);
    const week = deepWorkWeekSchema.parse(
      await (await call('GET', '/api-deep-work/week?start=2026-03-09')).json(),
    );
    expect(week.tasks.map((entry) => entry.day).every((day) => day <= '2026-03-15')).toBe(true);
    const next = deepWorkWeekSchema.parse(
      await (await call('GET', '/api-deep-work/week?start=2026-03-16')).json(),
    );
    expect(next.tasks).toEqual([expect.objectContaining({ title: 'Plan the sprint' })]);
    expect(next.blocks).toEqual([]);
  });

  it('place the demo week on the week asked for', async () => {
    const week = deepWorkWeekSchema.parse(
      await (await call('GET', '/api-deep-work/demo-week?start=2026-03-16')).json(),
    );
    expect(week.tasks[0]?.day).toBe('2026-03-16');
    expect(week.blocks[0]).toMatchObject({ day: '2026-03-16', startedAt: '2026-03-16T09:00:00.000Z' });
  });

  it('remove a block and answer msg; an unknown block is 404 naming id', async () => {
    const response = await call('DELETE', '/api-deep-work/blocks/block-4');
    expect(await response.json()).toEqual({
      msg: 'Removed 30 min of deep work on "Draft the caching chapter" from 2026-03-10',
    });
    expect(deepWorkMockWeek().blocks.some((entry) => entry.id === 'block-4')).toBe(false);
    const again = await call('DELETE', '/api-deep-work/blocks/block-4');
    expect(again.status).toBe(404);
    expect(apiErrorSchema.parse(await again.json()).field).toBe('id');
  });

  it('refuse a task past the day’s maximum (409 naming day), like the server', async () => {
    const task = { title: 'One more', notes: '', estimate: 1, status: 'planned' as const, day: '2026-03-11' };
    resetDeepWorkMocks({
      tasks: Array.from({ length: maxDeepWorkTasksPerDay }, (_, index) => ({ ...task, id: `t-${index}` })),
    });
    const refused = await call('POST', createDeepWorkTask.path, task);
    expect(refused.status).toBe(409);
    expect(apiErrorSchema.parse(await refused.json()).field).toBe('day');
    expect(deepWorkMockWeek().tasks).toHaveLength(maxDeepWorkTasksPerDay);
  });
});
