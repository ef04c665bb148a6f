/**
 * The shapes scoring works on. They are structural on purpose: a saved TestResult's answers and the
 * reference endpoint's answer key and type descriptors fit them, and the unit tests need no contracts.
 */
export type AnswerLevel = 'g' | 's' | 'n';

export interface ScorableAnswer {
  /** The question id, number-like text ("17"). */
  id: string;
  /** '' unanswered, 'neither', '1' or '2'. */
  selection: string;
  a1: string;
  a2: string;
  gs1: string;
  gs2: string;
}

/** "{question id}.{selection}" to a type letter (spec part 2 §3). */
export type AnswerKey = Readonly<Record<string, string>>;

/** A type as the reference endpoint describes it. */
export interface ScorableType {
  letter: string;
  number: number;
  /** The slug used in addresses: reformer … peacemaker. */
  type: string;
  name: string;
}

/** One statement the test taker chose, with the type it counts for. */
export interface ChosenStatement {
  questionId: number;
  selection: '1' | '2';
  statement: string;
  level: AnswerLevel;
  letter: string;
}

const levels: readonly string[] = ['g', 's', 'n'];

function asLevel(code: string): AnswerLevel {
  // A level the data does not know reads as neutral rather than breaking the page.
  return levels.includes(code) ? (code as AnswerLevel) : 'n';
}

/** Only statement 1 or 2 counts: empty and 'neither' answers are skipped (spec part 2 §3, §5). */
export function isCounted(answer: ScorableAnswer): answer is ScorableAnswer & { selection: '1' | '2' } {
  return answer.selection === '1' || answer.selection === '2';
}

/** The statement an answer chose, or undefined when it is skipped or the key has no letter for it. */
export function chosenStatement(answer: ScorableAnswer, answerKey: AnswerKey): ChosenStatement | undefined {
  if (!isCounted(answer)) return undefined;
  const questionId = Number(answer.id);
  const letter = answerKey[`${questionId}.${answer.selection}`];
  if (!Number.isInteger(questionId) || letter === undefined) return undefined;
  const first = answer.selection === '1';
  return {
    questionId,
    selection: answer.selection,
    statement: first ? answer.a1 : answer.a2,
    level: asLevel(first ? answer.gs1 : answer.gs2),
    letter,
  };
}

/** Identifies one chosen statement across tests: the same question and the same side. */
export function statementKey(statement: Pick<ChosenStatement, 'questionId' | 'selection'>): string {
  return `${statement.questionId}.${statement.selection}`;
}
