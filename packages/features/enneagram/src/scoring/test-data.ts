import type { AnswerKey, ScorableAnswer, ScorableType } from './answers';

// A small test of three questions and three types, enough to see every rule of scoring at work.
export const smallKey: AnswerKey = {
  '1.1': 'D',
  '1.2': 'F',
  '2.1': 'F',
  '2.2': 'C',
  '3.1': 'C',
  '3.2': 'D',
};

export const smallTypes: ScorableType[] = [
  { letter: 'C', number: 3, type: 'achiever', name: 'Achiever' },
  { letter: 'D', number: 1, type: 'reformer', name: 'Reformer' },
  { letter: 'F', number: 2, type: 'helper', name: 'Helper' },
];

export function answer(
  id: number | string,
  selection: string,
  levels: [string, string] = ['g', 's'],
): ScorableAnswer {
  return {
    id: String(id),
    selection,
    a1: `Statement ${id} one`,
    a2: `Statement ${id} two`,
    gs1: levels[0],
    gs2: levels[1],
  };
}
