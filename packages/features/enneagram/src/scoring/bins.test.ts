import { describe, expect, it } from 'vitest';
import { answerBins } from './bins';
import { smallKey, smallTypes } from './test-data';

const questions = [3, 1, 2].map((id) => ({
  id,
  a1: `Statement ${id} one`,
  a2: `Statement ${id} two`,
  gs1: 'g',
  gs2: id === 2 ? 'n' : 's',
}));

describe('answerBins', () => {
  it('puts both statements of every question in the bin of its type, types in number order', () => {
    const bins = answerBins(questions, smallKey, smallTypes);
    expect(bins.map((bin) => bin.type.name)).toEqual(['Reformer', 'Helper', 'Achiever']);
    expect(bins[0]?.statements).toEqual([
      { questionId: 1, selection: '1', statement: 'Statement 1 one', level: 'g' },
      { questionId: 3, selection: '2', statement: 'Statement 3 two', level: 's' },
    ]);
    expect(bins[2]?.statements.map((s) => `${s.questionId}.${s.selection} ${s.level}`)).toEqual([
      '2.2 n',
      '3.1 g',
    ]);
    expect(bins.reduce((sum, bin) => sum + bin.statements.length, 0)).toBe(6);
  });

  it('leaves out statements the key gives no known type', () => {
    const bins = answerBins([{ id: 9, a1: 'x', a2: 'y', gs1: 'g', gs2: 'g' }], smallKey, smallTypes);
    expect(bins.every((bin) => bin.statements.length === 0)).toBe(true);
  });
});
