import type { DeepWorkWeek } from '@portfolio/contracts';
import { describe, expect, it } from 'vitest';
import { demoWeekAsOf } from './demo-week-as-of';

const task = (id: string, day: string, status: 'planned' | 'in-progress' | 'done') => ({
  id,
  title: `Task ${id}`,
  notes: '',
  estimate: 2,
  status,
  day,
});
const block = (id: string, taskId: string, day: string) => ({
  id,
  taskId,
  day,
  startedAt: `${day}T08:00:00.000Z`,
  seconds: 1500,
});

/** Work done on Monday and Wednesday, a task in progress on Thursday, Saturday still planned. */
const demo: DeepWorkWeek = {
  start: '2026-11-23',
  tasks: [
    task('mon', '2026-11-23', 'done'),
    task('wed', '2026-11-25', 'done'),
    task('thu', '2026-11-26', 'in-progress'),
    task('sat', '2026-11-28', 'planned'),
  ],
  blocks: [
    block('b-mon', 'mon', '2026-11-23'),
    block('b-wed', 'wed', '2026-11-25'),
    block('b-thu', 'thu', '2026-11-26'),
  ],
};

describe('the demo week on the visitor’s today', () => {
  it('shows nothing done yet on the days to come', () => {
    const onTuesday = demoWeekAsOf(demo, '2026-11-24');
    expect(onTuesday.tasks.map(({ id, status }) => [id, status])).toEqual([
      ['mon', 'done'],
      ['wed', 'planned'],
      ['thu', 'planned'],
      ['sat', 'planned'],
    ]);
    expect(onTuesday.blocks.map(({ id }) => id)).toEqual(['b-mon']);
  });

  it('keeps today’s work as the demo wrote it', () => {
    const onThursday = demoWeekAsOf(demo, '2026-11-26');
    expect(onThursday.tasks.find(({ id }) => id === 'thu')?.status).toBe('in-progress');
    expect(onThursday.blocks.map(({ id }) => id)).toEqual(['b-mon', 'b-wed', 'b-thu']);
  });

  it('shows the whole week as written on its last day', () => {
    expect(demoWeekAsOf(demo, '2026-11-29')).toEqual(demo);
  });
});
