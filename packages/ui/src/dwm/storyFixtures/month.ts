// Story data of the month view: December 2026 of the fixture calendar, on Denver's clock, seen
// from Tokyo (the visitor's own times in the list).
import type { MonthAgendaEntry, MonthDay, MonthDinner } from '../MonthCalendar';

const dinners: Record<string, MonthDinner[]> = {
  '2026-12-04': [{ id: 'one', time: '6:30 pm', title: 'Dinner with the Carter family', labelTone: 'normal' }],
  '2026-12-06': [{ id: 'two', time: '5:30 pm', title: 'Dinner with Cy and Di', labelTone: 'normal' }],
  '2026-12-11': [
    { id: 'three', time: '6:00 pm', title: 'Canceled: Dinner with Ed Nakamura', labelTone: 'canceled' },
    { id: 'four', time: '6:00 pm', title: 'Friday soup night', labelTone: 'normal' },
  ],
  '2026-12-18': [{ id: 'five', time: '6:30 pm', title: 'Christmas week dinner', labelTone: 'normal' }],
  '2026-12-26': [{ id: 'six', time: '12:00 pm', title: 'Dinner with Rosa Diaz', labelTone: 'normal' }],
};

/** The Sunday-first weeks of December 2026: Nov 29 to Jan 2, today the 1st. */
export const decemberWeeks: MonthDay[][] = Array.from({ length: 5 }, (_, week) =>
  Array.from({ length: 7 }, (_, weekday) => {
    const date = new Date(Date.UTC(2026, 10, 29 + week * 7 + weekday));
    const iso = date.toISOString().slice(0, 10);
    return {
      date: iso,
      day: date.getUTCDate(),
      inMonth: date.getUTCMonth() === 11,
      today: iso === '2026-12-01',
      dinners: dinners[iso] ?? [],
    };
  }),
);

export const decemberAgenda: MonthAgendaEntry[] = [
  {
    id: 'one',
    when: 'Fri, Dec 4 · 6:30 pm MST',
    viewerTime: 'Sat, Dec 5, 10:30 am your time',
    title: 'Dinner with the Carter family',
    labelTone: 'normal',
    notes: [],
  },
  {
    id: 'two',
    when: 'Sun, Dec 6 · 5:30 pm MST',
    viewerTime: 'Mon, Dec 7, 9:30 am your time',
    title: 'Dinner with Cy and Di',
    labelTone: 'normal',
    notes: [],
  },
  {
    id: 'three',
    when: 'Fri, Dec 11 · 6:00 pm MST',
    viewerTime: 'Sat, Dec 12, 10:00 am your time',
    title: 'Canceled: Dinner with Ed Nakamura',
    labelTone: 'canceled',
    notes: ['Canceled'],
  },
  {
    id: 'four',
    when: 'Fri, Dec 11 · 6:00 pm MST',
    viewerTime: 'Sat, Dec 12, 10:00 am your time',
    title: 'Friday soup night',
    labelTone: 'normal',
    notes: [],
  },
  {
    id: 'five',
    when: 'Fri, Dec 18 · 6:30 pm MST',
    viewerTime: 'Sat, Dec 19, 10:30 am your time',
    title: 'Christmas week dinner',
    labelTone: 'normal',
    notes: [],
  },
  {
    id: 'six',
    when: 'Sat, Dec 26 · 12:00 pm MST',
    viewerTime: 'Sun, Dec 27, 4:00 am your time',
    title: 'Dinner with Rosa Diaz',
    labelTone: 'normal',
    notes: ['Booked on this site'],
  },
];
