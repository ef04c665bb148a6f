import { type AnswerKey, type ChosenStatement, type ScorableAnswer, statementKey } from './answers';
import { answersOfType } from './score';

/** The comparison tool takes 1 to 4 tests; the type drill-down exactly 2 (spec part 2 §5, §9). */
export const COMPARISON_MIN_TESTS = 1;
export const COMPARISON_MAX_TESTS = 4;
export const DRILL_DOWN_TESTS = 2;
/** The comparator chart's fixed y axis: a type owns 32 statements, so every score fits. */
export const COMPARATOR_Y_MAX = 35;
export const DRILL_DOWN_ALERT = 'Can only compare exactly 2 charts';

export function canSubmitComparison(selectedCount: number): boolean {
  return selectedCount >= COMPARISON_MIN_TESTS && selectedCount <= COMPARISON_MAX_TESTS;
}

export function canDrillDown(testCount: number): boolean {
  return testCount === DRILL_DOWN_TESTS;
}

export interface UserTests<T> {
  userid: string;
  tests: T[];
}

/** All tests grouped by user id, users in name order, each user's tests in the order given. */
export function groupTestsByUser<T extends { userid: string }>(tests: readonly T[]): UserTests<T>[] {
  const groups = new Map<string, T[]>();
  for (const test of tests) {
    const group = groups.get(test.userid);
    if (group) group.push(test);
    else groups.set(test.userid, [test]);
  }
  return [...groups]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([userid, grouped]) => ({ userid, tests: grouped }));
}

export interface TypeDifference {
  /** Statements of the type both tests chose. */
  common: ChosenStatement[];
  onlyFirst: ChosenStatement[];
  onlySecond: ChosenStatement[];
}

/** For one type: what two tests have in common and what only one of them chose. */
export function compareTypeAnswers(
  first: readonly ScorableAnswer[],
  second: readonly ScorableAnswer[],
  answerKey: AnswerKey,
  letter: string,
): TypeDifference {
  const firstChosen = answersOfType(first, answerKey, letter);
  const secondChosen = answersOfType(second, answerKey, letter);
  const firstKeys = new Set(firstChosen.map(statementKey));
  const secondKeys = new Set(secondChosen.map(statementKey));
  return {
    common: firstChosen.filter((statement) => secondKeys.has(statementKey(statement))),
    onlyFirst: firstChosen.filter((statement) => !secondKeys.has(statementKey(statement))),
    onlySecond: secondChosen.filter((statement) => !firstKeys.has(statementKey(statement))),
  };
}
