import {
  deepWorkWeekSchema,
  maxDeepWorkBlocksPerDay,
  maxDeepWorkTasksPerDay,
  minDeepWorkBlockSeconds,
} from '@portfolio/contracts';
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

  it('gives a visitor tasks for every day of the week, Sunday included', async () => {
    const app = await server.build();
    // Sunday 29 November 2026: the page asks for the week from that Monday, 23 November.
    const sunday = '2026-11-29';
    const response = await app.inject({ url: '/api-deep-work/demo-week?start=2026-11-23' });
    const week = deepWorkWeekSchema.parse(response.json());
    expect(week.tasks.filter((task) => task.day === sunday).map((task) => task.title)).not.toEqual([]);
    const daysWithTasks = new Set(week.tasks.map((task) => task.day));
    expect([...daysWithTasks].sort()).toEqual([
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
      sunday,
    ]);
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
      ['DELETE', '/api-deep-work/blocks/abc', undefined],
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

  it('removes a block recorded by mistake, and the week no longer counts it', async () => {
    const { call } = await owner();
    const { task: saved } = (await call('POST', '/api-deep-work/tasks', task)).json();
    const kept = (await call('POST', '/api-deep-work/blocks', { ...block, taskId: saved.id })).json().block;
    const mistake = (
      await call('POST', '/api-deep-work/blocks', {
        ...block,
        taskId: saved.id,
        startedAt: '2026-03-10T09:00:00.000Z',
        seconds: 65 * 60,
      })
    ).json().block;

    const removed = await call('DELETE', `/api-deep-work/blocks/${mistake.id}`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({
      msg: 'Removed 1 h 05 min of deep work on "Write the report" from 2026-03-10',
    });
    const week = deepWorkWeekSchema.parse((await call('GET', '/api-deep-work/week?start=2026-03-09')).json());
    expect(week.blocks).toEqual([kept]);
    expectRefusal(await call('DELETE', `/api-deep-work/blocks/${mistake.id}`), 404, 'id');

    // A block whose task was removed can still go; the message then names no task.
    await call('DELETE', `/api-deep-work/tasks/${saved.id}`);
    expect((await call('DELETE', `/api-deep-work/blocks/${kept.id}`)).json()).toEqual({
      msg: 'Removed 25 min of deep work from 2026-03-10',
    });
    const after = deepWorkWeekSchema.parse(
      (await call('GET', '/api-deep-work/week?start=2026-03-09')).json(),
    );
    expect(after.blocks).toEqual([]);
  });

  it('refuses to remove a block with an unknown or malformed id', async () => {
    const { call } = await owner();
    expectRefusal(await call('DELETE', '/api-deep-work/blocks/missing'), 404, 'id');
    expectRefusal(await call('DELETE', '/api-deep-work/blocks/a%20b'), 400, 'id');
  });

  it(`holds at most ${maxDeepWorkTasksPerDay} tasks a day: one more, or a move onto a full day, is refused (409 naming day)`, async () => {
    const { call } = await owner();
    for (let index = 0; index < maxDeepWorkTasksPerDay; index += 1) {
      expect(
        (await call('POST', '/api-deep-work/tasks', { ...task, title: `Task ${index}` })).statusCode,
      ).toBe(200);
    }
    expectRefusal(await call('POST', '/api-deep-work/tasks', { ...task, title: 'One too many' }), 409, 'day');

    const other = (await call('POST', '/api-deep-work/tasks', { ...task, day: '2026-03-11' })).json().task;
    expectRefusal(
      await call('PUT', `/api-deep-work/tasks/${other.id}`, { ...task, day: '2026-03-10' }),
      409,
      'day',
    );

    // A task already on the full day can still be changed.
    const week = deepWorkWeekSchema.parse((await call('GET', '/api-deep-work/week?start=2026-03-09')).json());
    const first = week.tasks.find((entry) => entry.title === 'Task 0');
    expect(
      (await call('PUT', `/api-deep-work/tasks/${first?.id}`, { ...task, title: 'Task 0, renamed' }))
        .statusCode,
    ).toBe(200);

    const after = deepWorkWeekSchema.parse(
      (await call('GET', '/api-deep-work/week?start=2026-03-09')).json(),
    );
    expect(after.tasks.filter((entry) => entry.day === '2026-03-10')).toHaveLength(maxDeepWorkTasksPerDay);
    expect(after.tasks.find((entry) => entry.id === other.id)?.day).toBe('2026-03-11');
    expect(after.tasks.some((entry) => entry.title === 'One too many')).toBe(false);
  });

  it('plans a task name once a day: the same name again, in any case, is refused (409 naming title)', async () => {
    const { call } = await owner();
    const first = (await call('POST', '/api-deep-work/tasks', task)).json().task;
    const again = await call('POST', '/api-deep-work/tasks', { ...task, title: '  write the REPORT ' });
    expectRefusal(again, 409, 'title');
    expect(again.json().message).toBe('title: "Write the report" is already planned for 2026-03-10');
    // Another day takes the name; renaming or moving onto a day that has it is refused too.
    const other = (await call('POST', '/api-deep-work/tasks', { ...task, day: '2026-03-11' })).json().task;
    expectRefusal(
      await call('PUT', `/api-deep-work/tasks/${other.id}`, { ...task, day: '2026-03-10' }),
      409,
      'title',
    );
    // A task saved under its own name is not a twin of itself.
    expect(
      (await call('PUT', `/api-deep-work/tasks/${first.id}`, { ...task, notes: 'Three pages.' })).statusCode,
    ).toBe(200);
    const week = deepWorkWeekSchema.parse((await call('GET', '/api-deep-work/week?start=2026-03-09')).json());
    expect(week.tasks.map((entry) => [entry.title, entry.day]).sort()).toEqual([
      ['Write the report', '2026-03-10'],
      ['Write the report', '2026-03-11'],
    ]);
  });

  it('names a short block by its whole minutes in the answer, as the page does', async () => {
    const { call } = await owner();
    const { task: saved } = (await call('POST', '/api-deep-work/tasks', task)).json();
    const answer = await call('POST', '/api-deep-work/blocks', { ...block, taskId: saved.id, seconds: 119 });
    expect(answer.json().msg).toBe('Recorded 1 min of deep work on "Write the report"');
  });

  it('lets only as many tasks in as a day has room for when they arrive at once', async () => {
    const { call } = await owner();
    for (let index = 0; index < maxDeepWorkTasksPerDay - 3; index += 1) {
      await call('POST', '/api-deep-work/tasks', { ...task, title: `Task ${index}` });
    }
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        call('POST', '/api-deep-work/tasks', { ...task, title: `At once ${index}` }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([
      200, 200, 200, 409, 409, 409, 409, 409,
    ]);
    const week = deepWorkWeekSchema.parse((await call('GET', '/api-deep-work/week?start=2026-03-09')).json());
    expect(week.tasks).toHaveLength(maxDeepWorkTasksPerDay);
  });

  it(`records at most ${maxDeepWorkBlocksPerDay} blocks a day (409 naming day); other days still take blocks`, async () => {
    const { call } = await owner();
    const { task: saved } = (await call('POST', '/api-deep-work/tasks', task)).json();
    for (let index = 0; index < maxDeepWorkBlocksPerDay; index += 1) {
      expect(
        (await call('POST', '/api-deep-work/blocks', { ...block, taskId: saved.id, seconds: 60 })).statusCode,
      ).toBe(200);
    }
    expectRefusal(await call('POST', '/api-deep-work/blocks', { ...block, taskId: saved.id }), 409, 'day');
    expect(
      (await call('POST', '/api-deep-work/blocks', { ...block, taskId: saved.id, day: '2026-03-11' }))
        .statusCode,
    ).toBe(200);
    const week = deepWorkWeekSchema.parse((await call('GET', '/api-deep-work/week?start=2026-03-09')).json());
    expect(week.blocks.filter((entry) => entry.day === '2026-03-10')).toHaveLength(maxDeepWorkBlocksPerDay);
    expect(week.blocks).toHaveLength(maxDeepWorkBlocksPerDay + 1);
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
    // A 4-second block is not a done block (decision 102).
    [{ ...block, seconds: 4 }, 'seconds'],
    [{ ...block, seconds: minDeepWorkBlockSeconds - 1 }, 'seconds'],
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
