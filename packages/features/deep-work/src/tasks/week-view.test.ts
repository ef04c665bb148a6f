import { describe, expect, it } from 'vitest';
import { blockLog, blockTimeText, weekName } from './week-view';

describe('the week shown', () => {
  it('is named against today’s week', () => {
    expect(weekName('2026-03-09', '2026-03-09')).toBe('This week');
    expect(weekName('2026-03-02', '2026-03-09')).toBe('Last week');
    expect(weekName('2026-03-16', '2026-03-09')).toBe('Next week');
    expect(weekName('2026-02-16', '2026-03-09')).toBe('3 weeks ago');
    expect(weekName('2026-03-23', '2026-03-09')).toBe('In 2 weeks');
    // Across the change to summer time (29 March in Europe) a week is still a week.
    expect(weekName('2026-04-06', '2026-03-23')).toBe('In 2 weeks');
  });

  it('lists its blocks in the order they ran, with their task’s title where it is known', () => {
    const block = (id: string, taskId: string, startedAt: string) => ({
      id,
      taskId,
      day: startedAt.slice(0, 10),
      startedAt,
      seconds: 1500,
    });
    const rows = blockLog(
      [block('b2', 'gone', '2026-03-10T09:00:00.000Z'), block('b1', 't1', '2026-03-09T08:00:00.000Z')],
      [{ id: 't1', title: 'Outline the chapter' }],
    );
    expect(rows.map((row) => row.id)).toEqual(['b1', 'b2']);
    expect(rows[0]).toMatchObject({ taskTitle: 'Outline the chapter', day: '2026-03-09', seconds: 1500 });
    expect(rows[1]).not.toHaveProperty('taskTitle');
    expect(rows[0]?.time).toBe(blockTimeText('2026-03-09T08:00:00.000Z'));
    expect(rows[0]?.time).toMatch(/^\d{2}:\d{2}$/);
  });
});
