import { describe, expect, it } from 'vitest';
import { chosenStatement, isCounted } from './answers';
import { answersOfType, findTypeBySlug, resultChartMaximum, scoreByType } from './score';
import { answer, smallKey, smallTypes } from './test-data';

describe('scoreByType', () => {
  it('counts each chosen statement for the type the key maps it to, in type-number order', () => {
    const scores = scoreByType([answer(1, '1'), answer(2, '1'), answer(3, '2')], smallKey, smallTypes);
    expect(scores.map(({ number, name, count }) => [number, name, count])).toEqual([
      [1, 'Reformer', 2],
      [2, 'Helper', 1],
      [3, 'Achiever', 0],
    ]);
  });

  it('skips empty and neither answers', () => {
    const scores = scoreByType([answer(1, ''), answer(2, 'neither'), answer(3, '1')], smallKey, smallTypes);
    expect(scores.map((score) => score.count)).toEqual([0, 0, 1]);
  });

  it('gives every type a zero score for a test with nothing counted', () => {
    expect(scoreByType([], smallKey, smallTypes).map((score) => score.count)).toEqual([0, 0, 0]);
  });

  it('ignores a selection the key does not know', () => {
    const scores = scoreByType([answer(9, '1'), answer(1, '3')], smallKey, smallTypes);
    expect(scores.every((score) => score.count === 0)).toBe(true);
  });
});

describe('chosenStatement', () => {
  it('takes the chosen side: its text, its level and its letter', () => {
    expect(chosenStatement(answer(2, '2', ['g', 'n']), smallKey)).toEqual({
      questionId: 2,
      selection: '2',
      statement: 'Statement 2 two',
      level: 'n',
      letter: 'C',
    });
    expect(chosenStatement(answer(2, '1', ['g', 'n']), smallKey)?.level).toBe('g');
  });

  it('counts only selections 1 and 2', () => {
    expect(isCounted(answer(1, '1'))).toBe(true);
    expect(isCounted(answer(1, '2'))).toBe(true);
    expect(isCounted(answer(1, 'neither'))).toBe(false);
    expect(isCounted(answer(1, ''))).toBe(false);
  });
});

describe('answersOfType', () => {
  it('lists the statements chosen for one type with their levels, in question order', () => {
    const answers = [answer(3, '2', ['g', 's']), answer(2, '1', ['n', 'g']), answer(1, '1', ['g', 'n'])];
    expect(answersOfType(answers, smallKey, 'D')).toEqual([
      { questionId: 1, selection: '1', statement: 'Statement 1 one', level: 'g', letter: 'D' },
      { questionId: 3, selection: '2', statement: 'Statement 3 two', level: 's', letter: 'D' },
    ]);
    expect(answersOfType(answers, smallKey, 'F').map((chosen) => chosen.questionId)).toEqual([2]);
    expect(answersOfType(answers, smallKey, 'C')).toEqual([]);
  });

  it('leaves out a type the test taker answered neither for', () => {
    expect(answersOfType([answer(1, 'neither'), answer(3, '')], smallKey, 'D')).toEqual([]);
  });
});

describe('findTypeBySlug', () => {
  it('finds a type by its address name and nothing for others', () => {
    expect(findTypeBySlug(smallTypes, 'helper')?.number).toBe(2);
    expect(findTypeBySlug(smallTypes, 'Helper')).toBeUndefined();
    expect(findTypeBySlug(smallTypes, undefined)).toBeUndefined();
  });
});

describe('resultChartMaximum', () => {
  it('is the top score, but at least 1', () => {
    expect(resultChartMaximum([{ count: 4 }, { count: 17 }, { count: 0 }])).toBe(17);
    expect(resultChartMaximum([{ count: 0 }, { count: 0 }])).toBe(1);
    expect(resultChartMaximum([])).toBe(1);
  });
});
