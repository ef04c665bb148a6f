import { describe, expect, it } from 'vitest';
import { addCalendarDays as addDays, localCalendarDay as localDay } from '@portfolio/contracts';
import { boxCounts, dueWords, forecast, isDue, moveWord } from './schedule';

const intervals = [1, 2, 4, 8, 16];
const at = (box: number, dueOn = '2026-03-10') => ({ id: `w${box}`, box, dueOn });

describe('moving a word', () => {
  it('"knew it" moves the word up one box, due after that box’s interval', () => {
    expect(moveWord(at(1), 'knew', '2026-03-10', intervals)).toEqual({
      id: 'w1',
      box: 2,
      dueOn: '2026-03-12',
    });
    expect(moveWord(at(2), 'knew', '2026-03-10', intervals)).toMatchObject({ box: 3, dueOn: '2026-03-14' });
    expect(moveWord(at(4), 'knew', '2026-03-10', intervals)).toMatchObject({ box: 5, dueOn: '2026-03-26' });
  });

  it('keeps a known word in the top box, due again after the top interval', () => {
    expect(moveWord(at(5), 'knew', '2026-03-10', intervals)).toMatchObject({ box: 5, dueOn: '2026-03-26' });
  });

  it('"missed it" sends the word back to box 1 from any box, due tomorrow', () => {
    for (const box of [1, 2, 3, 4, 5]) {
      expect(moveWord(at(box), 'missed', '2026-03-10', intervals)).toMatchObject({
        box: 1,
        dueOn: '2026-03-11',
      });
    }
  });

  it('counts from the day of the review, not from an overdue day', () => {
    expect(moveWord(at(1, '2026-02-01'), 'knew', '2026-03-10', intervals).dueOn).toBe('2026-03-12');
  });

  it('uses the owner’s intervals', () => {
    expect(moveWord(at(2), 'knew', '2026-03-10', [1, 3, 7, 14, 30])).toMatchObject({
      box: 3,
      dueOn: '2026-03-17',
    });
    expect(moveWord(at(3), 'missed', '2026-03-10', [2, 3, 7, 14, 30]).dueOn).toBe('2026-03-12');
  });

  it('keeps the word’s other fields', () => {
    expect(moveWord({ ...at(1), term: 'el sol' }, 'knew', '2026-03-10', intervals).term).toBe('el sol');
  });
});

describe('due dates', () => {
  it('adds calendar days across months, years and leap days', () => {
    expect(addDays('2026-01-31', 1)).toBe('2026-02-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-03-29', 16)).toBe('2026-04-14');
  });

  it('reads the local calendar day of a moment', () => {
    expect(localDay(new Date(2026, 2, 9, 23, 59))).toBe('2026-03-09');
    expect(localDay(new Date(2026, 11, 1, 0, 0))).toBe('2026-12-01');
  });

  it('calls a word due on its day and after it, not before', () => {
    expect(isDue({ dueOn: '2026-03-10' }, '2026-03-10')).toBe(true);
    expect(isDue({ dueOn: '2026-03-01' }, '2026-03-10')).toBe(true);
    expect(isDue({ dueOn: '2026-03-11' }, '2026-03-10')).toBe(false);
  });

  it('lists the due words, the longest-waiting first', () => {
    const words = [
      { id: 'a', term: 'beber', box: 1, dueOn: '2026-03-10' },
      { id: 'b', term: 'abrir', box: 1, dueOn: '2026-03-10' },
      { id: 'c', term: 'comer', box: 2, dueOn: '2026-03-02' },
      { id: 'd', term: 'dormir', box: 3, dueOn: '2026-03-11' },
    ];
    expect(dueWords(words, '2026-03-10').map((word) => word.term)).toEqual(['comer', 'abrir', 'beber']);
  });
});

describe('counts and forecast', () => {
  it('counts the words per box', () => {
    expect(boxCounts([at(1), at(1), at(3), at(5)])).toEqual([2, 0, 1, 0, 1]);
    expect(boxCounts([])).toEqual([0, 0, 0, 0, 0]);
  });

  it('forecasts 14 days from today, overdue words counted today, later words left out', () => {
    const days = forecast(
      [
        { dueOn: '2026-03-01' },
        { dueOn: '2026-03-10' },
        { dueOn: '2026-03-11' },
        { dueOn: '2026-03-11' },
        { dueOn: '2026-03-23' },
        { dueOn: '2026-03-24' },
      ],
      '2026-03-10',
    );
    expect(days).toHaveLength(14);
    expect(days[0]).toEqual({ day: '2026-03-10', count: 2 });
    expect(days[1]).toEqual({ day: '2026-03-11', count: 2 });
    expect(days[13]).toEqual({ day: '2026-03-23', count: 1 });
    expect(days.reduce((sum, day) => sum + day.count, 0)).toBe(5);
  });

  it('moves a reviewed word out of today and into its new day', () => {
    const word = at(1, '2026-03-10');
    const moved = moveWord(word, 'knew', '2026-03-10', intervals);
    expect(forecast([word], '2026-03-10')[0]?.count).toBe(1);
    const after = forecast([moved], '2026-03-10');
    expect(after[0]?.count).toBe(0);
    expect(after[2]).toEqual({ day: '2026-03-12', count: 1 });
  });
});
