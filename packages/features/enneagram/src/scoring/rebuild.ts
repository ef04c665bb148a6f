import type { AnswerKey, ScorableAnswer } from './answers';

/** The spec's message when stored answers do not fit the questions (part 2 §5, §8). */
export const PROGRAMMING_ERROR = 'Programming Error';

/** The question ids the answer key covers, ascending ("17.1" and "17.2" give 17). */
export function questionIdsOfKey(answerKey: AnswerKey): number[] {
  const ids = new Set<number>();
  for (const key of Object.keys(answerKey)) {
    const id = Number(key.split('.')[0]);
    if (Number.isInteger(id)) ids.add(id);
  }
  return [...ids].sort((a, b) => a - b);
}

export type RebuildResult<A extends ScorableAnswer> =
  { ok: true; answers: A[] } | { ok: false; message: typeof PROGRAMMING_ERROR };

/**
 * Lines the stored answers up with the questions: one answer per question id, none extra, none
 * missing, none twice. Anything else means the stored result was not made by this test.
 */
export function rebuildAnswers<A extends ScorableAnswer>(
  answers: readonly A[],
  questionIds: readonly number[],
): RebuildResult<A> {
  const byId = new Map<number, A>();
  for (const answer of answers) {
    const id = Number(answer.id);
    if (answer.id.trim() === '' || !Number.isInteger(id) || byId.has(id)) {
      return { ok: false, message: PROGRAMMING_ERROR };
    }
    byId.set(id, answer);
  }
  if (byId.size !== questionIds.length) return { ok: false, message: PROGRAMMING_ERROR };
  const rebuilt: A[] = [];
  for (const id of questionIds) {
    const answer = byId.get(id);
    if (!answer) return { ok: false, message: PROGRAMMING_ERROR };
    rebuilt.push(answer);
  }
  return { ok: true, answers: rebuilt };
}
