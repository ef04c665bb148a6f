import { describe, expect, it } from 'vitest';
import { PROGRAMMING_ERROR, questionIdsOfKey, rebuildAnswers } from './rebuild';
import { answer, smallKey } from './test-data';

describe('questionIdsOfKey', () => {
  it('reads each question id once, ascending', () => {
    expect(questionIdsOfKey({ '10.1': 'A', '2.2': 'B', '2.1': 'C', '10.2': 'D' })).toEqual([2, 10]);
    expect(questionIdsOfKey(smallKey)).toEqual([1, 2, 3]);
  });
});

describe('rebuildAnswers', () => {
  const ids = [1, 2, 3];

  it('puts answers that cover every question exactly once in question order', () => {
    const result = rebuildAnswers([answer(3, '1'), answer(1, '2'), answer(2, 'neither')], ids);
    expect(result.ok).toBe(true);
    expect(result.ok && result.answers.map((item) => item.id)).toEqual(['1', '2', '3']);
  });

  it.each([
    ['a question is missing', [answer(1, '1'), answer(2, '1')]],
    ['an answer has no question', [answer(1, '1'), answer(2, '1'), answer(3, '1'), answer(4, '1')]],
    ['a question is answered twice', [answer(1, '1'), answer(1, '2'), answer(3, '1')]],
    ['an id is not a number', [answer(1, '1'), answer('two', '1'), answer(3, '1')]],
    ['an id is empty', [answer(1, '1'), answer('', '1'), answer(3, '1')]],
    ['nothing is stored', []],
  ])('answers "Programming Error" when %s', (_case, answers) => {
    expect(rebuildAnswers(answers, ids)).toEqual({ ok: false, message: PROGRAMMING_ERROR });
  });

  it('reads number-like ids ("01" is question 1)', () => {
    expect(rebuildAnswers([answer('01', '1'), answer(2, '1'), answer(3, '1')], ids).ok).toBe(true);
  });

  it('says exactly "Programming Error"', () => {
    expect(PROGRAMMING_ERROR).toBe('Programming Error');
  });
});
