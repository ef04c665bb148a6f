import { describe, expect, it } from 'vitest';
import {
  canDrillDown,
  canSubmitComparison,
  COMPARATOR_Y_MAX,
  compareTypeAnswers,
  DRILL_DOWN_ALERT,
  groupTestsByUser,
} from './comparison';
import { answer, smallKey } from './test-data';

describe('comparison limits', () => {
  it('submits 1 to 4 tests, not none and not more than four', () => {
    expect([0, 1, 2, 3, 4, 5, 9].map(canSubmitComparison)).toEqual([
      false,
      true,
      true,
      true,
      true,
      false,
      false,
    ]);
  });

  it('drills down only with exactly two tests', () => {
    expect([0, 1, 2, 3, 4].map(canDrillDown)).toEqual([false, false, true, false, false]);
    expect(DRILL_DOWN_ALERT).toBe('Can only compare exactly 2 charts');
  });

  it('fixes the comparator axis at 35', () => {
    expect(COMPARATOR_Y_MAX).toBe(35);
  });
});

describe('groupTestsByUser', () => {
  it('groups tests under their user, users in name order, tests in the order given', () => {
    const tests = [
      { userid: 'maria_lopez', title: 'Spring' },
      { userid: 'daniel_okafor', title: 'First try' },
      { userid: 'maria_lopez', title: 'Autumn' },
    ];
    expect(groupTestsByUser(tests)).toEqual([
      { userid: 'daniel_okafor', tests: [{ userid: 'daniel_okafor', title: 'First try' }] },
      {
        userid: 'maria_lopez',
        tests: [
          { userid: 'maria_lopez', title: 'Spring' },
          { userid: 'maria_lopez', title: 'Autumn' },
        ],
      },
    ]);
    expect(groupTestsByUser([])).toEqual([]);
  });
});

describe('compareTypeAnswers', () => {
  it("splits one type's statements into common, only-first and only-second", () => {
    // Type D owns 1.1 and 3.2.
    const first = [answer(1, '1'), answer(2, '1'), answer(3, '2')];
    const second = [answer(1, '1'), answer(2, '2'), answer(3, '1')];
    const difference = compareTypeAnswers(first, second, smallKey, 'D');
    expect(difference.common.map((s) => s.questionId)).toEqual([1]);
    expect(difference.onlyFirst.map((s) => s.questionId)).toEqual([3]);
    expect(difference.onlySecond).toEqual([]);

    // Type C owns 2.2 and 3.1: each test chose one of them.
    const forC = compareTypeAnswers(first, second, smallKey, 'C');
    expect(forC.common).toEqual([]);
    expect(forC.onlyFirst).toEqual([]);
    expect(forC.onlySecond.map((s) => `${s.questionId}.${s.selection}`)).toEqual(['2.2', '3.1']);
  });

  it('does not count a neither answer as a difference', () => {
    const difference = compareTypeAnswers([answer(1, 'neither')], [answer(1, '')], smallKey, 'D');
    expect(difference).toEqual({ common: [], onlyFirst: [], onlySecond: [] });
  });
});
