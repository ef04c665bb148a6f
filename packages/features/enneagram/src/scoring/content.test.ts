import { describe, expect, it } from 'vitest';
import answerKey from '../../../../../content/enneagram/answer-key.json';
import questions from '../../../../../content/enneagram/questions.json';
import types from '../../../../../content/enneagram/types.json';
import { answerBins } from './bins';
import { questionIdsOfKey, rebuildAnswers } from './rebuild';
import { scoreByType } from './score';

// The shipped test, scored by the same functions the pages use.
const answersChoosing = (selection: string) =>
  questions.map((question) => ({ ...question, id: String(question.id), selection }));

describe('scoring the shipped test', () => {
  it('finds 32 statements in each of the nine bins', () => {
    const bins = answerBins(questions, answerKey, types);
    expect(bins.map((bin) => bin.statements.length)).toEqual([32, 32, 32, 32, 32, 32, 32, 32, 32]);
  });

  it('counts every answered question once and no neither answer', () => {
    const firstSides = scoreByType(answersChoosing('1'), answerKey, types);
    expect(firstSides.reduce((sum, score) => sum + score.count, 0)).toBe(144);
    const secondSides = scoreByType(answersChoosing('2'), answerKey, types);
    // Each type owns 32 statements: what the first sides do not give a type, the second sides do.
    expect(firstSides.map((score, index) => score.count + (secondSides[index]?.count ?? 0))).toEqual(
      Array(9).fill(32),
    );
    expect(
      scoreByType(answersChoosing('neither'), answerKey, types).every((score) => score.count === 0),
    ).toBe(true);
  });

  it('rebuilds a full test against the key’s 144 question ids', () => {
    expect(questionIdsOfKey(answerKey)).toHaveLength(144);
    expect(rebuildAnswers(answersChoosing('1'), questionIdsOfKey(answerKey)).ok).toBe(true);
  });
});
