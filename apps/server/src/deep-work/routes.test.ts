import { deepWorkWeekSchema } from '@portfolio/contracts';
import { describe, expect, it } from 'vitest';
import { signInAsOwner, useTestServer } from '../../test/build-test-app';
import { databases } from '../../test/databases';
import { expectRefusal, type Method, ownerCaller } from '../../test/owner-caller';

const task = {
  title: 'Write the report',
  notes: 'Two pages.',
  estimate: 2,
  status: 'planned',
  day: '2026-03-10',
};
const block = { taskId: 'x', day: '2026-03-10', startedAt: '2026-03-10T08:00:00.000Z', seconds: 1500 };

describe.each(databases)('Deep Work routes on $name', (database) => {
  const server = useTestServer(database);

  const owner = async () => ownerCaller(await server.build());

  it('places the demo week on the seven days asked for, for anyone', async () => {
    const app = await server.build();
    const response = await app.inject({ url: '/api-deep-work/demo-week?start=2026-03-09' });
    expect(response.statusCode).toBe(200);
    const week = deepWorkWeekSchema.parse(response.json());
    expect(week.start).toBe('2026-03-09');
    expect(week.tasks.length).toBeGreaterThan(5);
    expect(week.blocks.length).toBeGreaterThan(5);
    const days = new Set([...week.tasks, ...week.blocks].map((entry) => entry.day));
    expect([...days].every((day) => day >= '2026-03-09' && day <= '2026-03-15')).toBe(true);
    expect(days.has('2026-03-09')).toBe(true);
    const taskIds = new Set(week.tasks.map((entry) => entry.id));
    expect(week.blocks.every((entry) => taskIds.has(entry.taskId))).toBe(true);
  });

  it.each(['', '?start=2026-13-01', '?start=monday'])(
    'answers 400 naming start to the week %s',
    async (query) => {
      const app = await server.build();
      expectRefusal(await app.inject({ url: `/api-deep-work/demo-week${query}` }), 400, 'start');
      const { call } = await owner();
      expectRefusal(await call('GET', `/api-deep-work/week${query}`), 400, 'start');
    },
  );

  it('refuses every owner call without the owner session (401), and nothing is stored', async () => {
    const app = await server.build();
    const calls: [Method, string, unknown][] = [
      ['GET', '/api-deep-work/week?start=2026-03-09', undefined],
      ['POST', '/api-deep-work/tasks', task],
      ['PUT', '/api-deep-work/tasks/abc', task],
      ['DELETE', '/api-deep-work/tasks/abc', undefined],
      ['POST', '/api-deep-work/blocks', block],
    ];
    for (const [method, url, payload] of calls) {
      expectRefusal(
        await app.inject({ method, url, ...(payload === undefined ? {} : { payload: payload as object }) }),
        401,
      );
    }
    const cookie = await signInAsOwner(app);
    const week = deepWorkWeekSchema.parse(
      (await app.inject({ url: '/api-deep-work/week?start=2026-03-09', headers: { cookie } })).json(),
    );
    expect(week).toEqual({ start: '2026-03-09', tasks: [], blocks: [] });
  });

  it('plans, changes and removes a task; records blocks that stay counted after the task goes', async () => {
    const { call } = await owner();
    const created = await call('POST', '/api-deep-work/tasks', task);
    expect(created.statusCode).toBe(200);
    const { task: saved, msg } = created.json();
    expect(msg).toBe('Planned "Write the report" for 2026-03-10');
    expect(saved).toMatchObject(task);

    const changed = await call('PUT', `/api-deep-work/tasks/${saved.id}`, { ...task, status: 'in-progress' });
    expect(changed.json()).toMatchObject({
      msg: 'Saved "Write the report"',
      task: { status: 'in-progress' },
    });

    const recorded = await call('POST', '/api-deep-work/blocks', { ...block, taskId: saved.id });
    expect(recorded.json()).toMatchObject({
      msg: 'Recorded 25 min of deep work on "Write the report"',
      block: { taskId: saved.id, seconds: 1500, day: '2026-03-10' },
    });

    const week = deepWorkWeekSchema.parse((await call('GET', '/api-deep-work/week?start=2026-03-09')).json());
    expect(week.tasks).toEqual([{ ...task, status: 'in-progress', id: saved.id }]);
    expect(week.blocks).toHaveLength(1);
    // Another week does not hold them.
    const next = deepWorkWeekSchema.parse((await call('GET', '/api-deep-work/week?start=2026-03-16')).json());
    expect(next.tasks).toEqual([]);

    expect((await call('DELETE', `/api-deep-work/tasks/${saved.id}`)).json()).toEqual({
      msg: 'Removed "Write the report"',
    });
    const after = deepWorkWeekSchema.parse(
      (await call('GET', '/api-deep-work/week?start=2026-03-09')).json(),
    );
    expect(after.tasks).toEqual([]);
    expect(after.blocks).toHaveLength(1);
    expectRefusal(await call('DELETE', `/api-deep-work/tasks/${saved.id}`), 404, 'id');
    expectRefusal(await call('PUT', `/api-deep-work/tasks/${saved.id}`, task), 404, 'id');
  });

  it('refuses a block for a task that does not exist (404 naming taskId)', async () => {
    const { call } = await owner();
    expectRefusal(
      await call('POST', '/api-deep-work/blocks', { ...block, taskId: 'missing' }),
      404,
      'taskId',
    );
  });

  it.each([
    [{ ...task, title: ' ' }, 'title'],
    [{ ...task, estimate: 0 }, 'estimate'],
    [{ ...task, estimate: 17 }, 'estimate'],
    [{ ...task, estimate: 1.5 }, 'estimate'],
    [{ ...task, status: 'someday' }, 'status'],
    [{ ...task, day: '2026-02-29' }, 'day'],
    [{ ...task, notes: 'x'.repeat(2001) }, 'notes'],
  ])('answers 400 naming the field to a bad task (%#)', async (payload, field) => {
    const { call } = await owner();
    expectRefusal(await call('POST', '/api-deep-work/tasks', payload), 400, field);
    expectRefusal(await call('PUT', '/api-deep-work/tasks/abc', payload), 400, field);
  });

  it.each([
    [{ ...block, seconds: 0 }, 'seconds'],
    [{ ...block, seconds: 4 * 3600 + 1 }, 'seconds'],
    [{ ...block, startedAt: 'yesterday' }, 'startedAt'],
    [{ ...block, taskId: '../x' }, 'taskId'],
    [{ ...block, day: '' }, 'day'],
  ])('answers 400 naming the field to a bad block (%#)', async (payload, field) => {
    const { call } = await owner();
    expectRefusal(await call('POST', '/api-deep-work/blocks', payload), 400, field);
  });

  it('refuses an oversized body while it streams in (413)', async () => {
    const { call } = await owner();
    expectRefusal(
      await call('POST', '/api-deep-work/tasks', { ...task, notes: 'x'.repeat(20_000) }),
      413,
      'body',
    );
  });
});
