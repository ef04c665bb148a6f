import { describe, expect, it } from 'vitest';
import { dinnerEvent } from '../stories/story-events';
import { buildMonth, monthOf, monthTitle, shiftMonth } from './month-grid';

const dinner = dinnerEvent;

const denverFromTokyo = { calendar: 'America/Denver', viewer: 'Asia/Tokyo' };

describe('the month view', () => {
  it('steps across years', () => {
    expect(shiftMonth({ year: 2026, month: 12 }, 1)).toEqual({ year: 2027, month: 1 });
    expect(shiftMonth({ year: 2027, month: 1 }, -1)).toEqual({ year: 2026, month: 12 });
    expect(monthTitle({ year: 2027, month: 1 })).toBe('January 2027');
  });

  it("starts on the month the calendar's clock is in", () => {
    // 03:00 UTC on New Year's Day is still New Year's Eve in Denver.
    expect(monthOf(new Date('2027-01-01T03:00:00Z'), 'America/Denver')).toEqual({ year: 2026, month: 12 });
    expect(monthOf(new Date('2027-01-01T03:00:00Z'), 'Asia/Tokyo')).toEqual({ year: 2027, month: 1 });
  });

  it("places each dinner on its day on the calendar's clock, Sunday-first weeks around the month", () => {
    const { weeks, agenda } = buildMonth(
      [
        dinner('friday', '2026-12-05T01:30:00.000Z'),
        dinner('canceled', '2026-12-12T01:00:00.000Z', { summary: 'Canceled: Dinner' }),
        dinner('christmas', '2026-12-25T00:00:00.000Z', { allDay: true, summary: 'Family day' }),
        dinner('january', '2027-01-09T00:00:00.000Z'),
      ],
      denverFromTokyo,
      { year: 2026, month: 12 },
      new Date('2026-12-01T20:00:00Z'),
    );
    expect(weeks).toHaveLength(5);
    expect(weeks[0]!.map((day) => day.date)).toEqual([
      '2026-11-29',
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
      '2026-12-04',
      '2026-12-05',
    ]);
    const days = weeks.flat();
    const on = (date: string) => days.find((day) => day.date === date)!;
    expect(on('2026-12-04').dinners).toEqual([
      { id: 'friday', time: '6:30 pm', title: 'Dinner friday', labelTone: 'normal' },
    ]);
    expect(on('2026-12-05').dinners).toEqual([]);
    expect(on('2026-12-11').dinners[0]).toMatchObject({ labelTone: 'canceled' });
    expect(on('2026-12-25').dinners[0]).toMatchObject({ time: 'All day' });
    expect(on('2026-12-01').today).toBe(true);
    expect(on('2026-11-30')).toMatchObject({ inMonth: false, today: false });
    // The list under the month: December's dinners only, with both clocks.
    expect(agenda.map((entry) => entry.id)).toEqual(['friday', 'canceled', 'christmas']);
    expect(agenda[0]).toEqual({
      id: 'friday',
      when: 'Fri, Dec 4 · 6:30 pm MST',
      viewerTime: 'Sat, Dec 5, 10:30 am your time',
      title: 'Dinner friday',
      labelTone: 'normal',
      notes: [],
    });
    expect(agenda[1]?.notes).toEqual(['Canceled']);
    expect(agenda[2]).toMatchObject({ when: 'Fri, Dec 25 · All day', notes: [] });
    expect(agenda[2]?.viewerTime).toBeUndefined();
  });
});
