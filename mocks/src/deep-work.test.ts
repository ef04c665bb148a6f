import { apiErrorSchema, deepWorkWeekSchema, recordDeepWorkBlock } from '@portfolio/contracts';
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
});
