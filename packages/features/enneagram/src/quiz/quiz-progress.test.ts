import type { AnswerItem } from '@portfolio/contracts';
import { describe, expect, it } from 'vitest';
import { countAnswered, resumeIndex, withSelection } from './quiz-progress';

const item = (id: number, selection: AnswerItem['selection'] = ''): AnswerItem => ({
  id: String(id),
  selection,
  a1: `a${id}`,
  a2: `b${id}`,
  gs1: 'n',
  gs2: 'g',
});

describe('countAnswered', () => {
  it('counts 1, 2 and neither but not empty', () => {
    expect(countAnswered([item(1, '1'), item(2, '2'), item(3, 'neither'), item(4)])).toBe(3);
    expect(countAnswered([])).toBe(0);
  });
});

describe('resumeIndex', () => {
  it('opens on the first unanswered question', () => {
    expect(resumeIndex([item(1, '1'), item(2), item(3)])).toBe(1);
    expect(resumeIndex([item(1), item(2, '2')])).toBe(0);
  });

  it('opens on the last question when everything is answered', () => {
    expect(resumeIndex([item(1, '1'), item(2, 'neither')])).toBe(1);
  });
});

describe('withSelection', () => {
  it('changes one answer and leaves the original untouched', () => {
    const answers = [item(1), item(2)];
    const next = withSelection(answers, 1, 'neither');
    expect(next.map((answer) => answer.selection)).toEqual(['', 'neither']);
    expect(answers[1]?.selection).toBe('');
    expect(next[1]).toMatchObject({ id: '2', a1: 'a2', a2: 'b2' });
  });

  it('changes an answer again', () => {
    expect(withSelection([item(1, '1')], 0, '2')[0]?.selection).toBe('2');
  });
});
