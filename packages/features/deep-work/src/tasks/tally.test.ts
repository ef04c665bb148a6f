import { describe, expect, it } from 'vitest';
import { dayPlan, weekStart, weeklyTally } from './tally';

const task = (id: string, day: string, estimate = 2) => ({
  id,
  title: `Task ${id}`,
  notes: '',
  estimate,
  status: 'planned' as const,
  day,
});
const block = (taskId: string, day: string, seconds: number) => ({
  id: `${taskId}-${day}-${seconds}`,
  taskId,
  day,
  startedAt: `${day}T08:00:00.000Z`,
  seconds,
});

describe('the week', () => {
  it('starts on the Monday of the week a day falls in', () => {
    expect(weekStart('2026-03-09')).toBe('2026-03-09'); // Monday
    expect(weekStart('2026-03-12')).toBe('2026-03-09'); // Thursday
    expect(weekStart('2026-03-15')).toBe('2026-03-09'); // Sunday
    expect(weekStart('2026-03-01')).toBe('2026-02-23'); // across a month
  });
});

describe('the weekly tally', () => {
  it('adds up the blocks of each day, Monday to Sunday, and leaves other weeks out', () => {
    const tally = weeklyTally(
      [
        block('a', '2026-03-09', 1800),
        block('a', '2026-03-09', 1500),
        block('b', '2026-03-11', 900),
        block('b', '2026-03-15', 600),
        block('b', '2026-03-16', 1800),
        block('b', '2026-03-08', 1800),
      ],
      '2026-03-09',
    );
    expect(tally.map((entry) => entry.day)).toEqual([
      '2026-03-09',
      '2026-03-10',
      '2026-03-11',
      '2026-03-12',
      '2026-03-13',
      '2026-03-14',
      '2026-03-15',
    ]);
    expect(tally.map((entry) => entry.seconds)).toEqual([3300, 0, 900, 0, 0, 0, 600]);
  });
});

describe('the day’s plan against what was done', () => {
  it('lists the day’s tasks with the blocks run on each that day', () => {
    const rows = dayPlan(
      [task('a', '2026-03-10', 3), task('b', '2026-03-10', 1), task('c', '2026-03-11')],
      [
        block('a', '2026-03-10', 1800),
        block('a', '2026-03-10', 1200),
        block('a', '2026-03-09', 1800),
        block('c', '2026-03-10', 60),
      ],
      '2026-03-10',
    );
    expect(rows.map((row) => [row.id, row.plannedBlocks, row.doneBlocks, row.doneSeconds])).toEqual([
      ['a', 3, 2, 3000],
      ['b', 1, 0, 0],
    ]);
  });
});
