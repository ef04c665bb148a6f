import {
  type AnswerKey,
  chosenStatement,
  type ChosenStatement,
  type ScorableAnswer,
  type ScorableType,
} from './answers';

export interface TypeScore {
  letter: string;
  number: number;
  type: string;
  name: string;
  /** How many chosen statements map to this type. */
  count: number;
}

/** One score per type, in type-number order, counting the chosen statements that map to it. */
export function scoreByType(
  answers: readonly ScorableAnswer[],
  answerKey: AnswerKey,
  types: readonly ScorableType[],
): TypeScore[] {
  const counts = new Map<string, number>();
  for (const answer of answers) {
    const chosen = chosenStatement(answer, answerKey);
    if (chosen) counts.set(chosen.letter, (counts.get(chosen.letter) ?? 0) + 1);
  }
  return [...types]
    .sort((a, b) => a.number - b.number)
    .map(({ letter, number, type, name }) => ({
      letter,
      number,
      type,
      name,
      count: counts.get(letter) ?? 0,
    }));
}

/** The statements chosen for one type letter, in question order. */
export function answersOfType(
  answers: readonly ScorableAnswer[],
  answerKey: AnswerKey,
  letter: string,
): ChosenStatement[] {
  return answers
    .map((answer) => chosenStatement(answer, answerKey))
    .filter((chosen): chosen is ChosenStatement => chosen?.letter === letter)
    .sort((a, b) => a.questionId - b.questionId);
}

/** The type an address names (reformer … peacemaker), or undefined for anything else. */
export function findTypeBySlug<T extends ScorableType>(
  types: readonly T[],
  slug: string | undefined,
): T | undefined {
  return types.find((type) => type.type === slug);
}

/** The highest value the single-test chart's axis shows: the top score, and never below 1. */
export function resultChartMaximum(scores: readonly Pick<TypeScore, 'count'>[]): number {
  return Math.max(1, ...scores.map((score) => score.count));
}
