import type { AnswerItem, AnswerSelection } from '@portfolio/contracts';

/** How many answers have a selection ('neither' counts: it is an answer). */
export function countAnswered(answers: readonly AnswerItem[]): number {
  return answers.filter((answer) => answer.selection !== '').length;
}

/** Where a resumed test opens: the first unanswered question, or the last one when all are done. */
export function resumeIndex(answers: readonly AnswerItem[]): number {
  const open = answers.findIndex((answer) => answer.selection === '');
  return open === -1 ? Math.max(answers.length - 1, 0) : open;
}

/** The answers with one selection changed (a new array: the stored copy is replaced whole). */
export function withSelection(
  answers: readonly AnswerItem[],
  index: number,
  selection: AnswerSelection,
): AnswerItem[] {
  return answers.map((answer, position) => (position === index ? { ...answer, selection } : answer));
}
