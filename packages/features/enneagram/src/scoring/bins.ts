import type { AnswerKey, AnswerLevel, ScorableType } from './answers';

export interface BinQuestion {
  id: number;
  a1: string;
  a2: string;
  gs1: string;
  gs2: string;
}

export interface BinStatement {
  questionId: number;
  selection: '1' | '2';
  statement: string;
  level: AnswerLevel;
}

export interface TypeBin<T extends ScorableType = ScorableType> {
  type: T;
  statements: BinStatement[];
}

const asLevel = (code: string): AnswerLevel => (code === 'g' || code === 's' ? code : 'n');

/** Every statement of the test in the bin of the type the answer key gives it, types in number order. */
export function answerBins<T extends ScorableType>(
  questions: readonly BinQuestion[],
  answerKey: AnswerKey,
  types: readonly T[],
): TypeBin<T>[] {
  const byLetter = new Map<string, BinStatement[]>(types.map((type) => [type.letter, []]));
  for (const question of [...questions].sort((a, b) => a.id - b.id)) {
    for (const selection of ['1', '2'] as const) {
      const bin = byLetter.get(answerKey[`${question.id}.${selection}`] ?? '');
      bin?.push({
        questionId: question.id,
        selection,
        statement: selection === '1' ? question.a1 : question.a2,
        level: asLevel(selection === '1' ? question.gs1 : question.gs2),
      });
    }
  }
  return [...types]
    .sort((a, b) => a.number - b.number)
    .map((type) => ({ type, statements: byLetter.get(type.letter) ?? [] }));
}
