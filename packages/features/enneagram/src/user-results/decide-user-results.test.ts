import type { TestResult } from '@portfolio/contracts';
import { describe, expect, it } from 'vitest';
import { userTestsQuery } from '../api/query-tests';
import { decideUserResults, testResultsPath } from './decide-user-results';

const test = (title: string): TestResult => ({ userid: 'marisol.v', title, date: '2024/05/01', answers: [] });

describe('decideUserResults', () => {
  it('alerts when the user has no tests', () => {
    expect(decideUserResults([])).toEqual({ kind: 'none' });
  });

  it('opens the only test directly', () => {
    const only = test('Only');
    expect(decideUserResults([only])).toEqual({ kind: 'open', test: only });
  });

  it('offers a choice when there are several', () => {
    const tests = [test('First'), test('Second')];
    expect(decideUserResults(tests)).toEqual({ kind: 'choose', tests });
  });
});

describe('the User Results call', () => {
  it('asks for Must Match / Match Phrase on the user id', () => {
    expect(userTestsQuery('tobias_k')).toEqual({
      qualifier: 'Must Match',
      entries: [{ field: 'userid', type: 'Match Phrase', search: 'tobias_k' }],
    });
  });

  it('opens the results page of the user, the id kept safe in the path', () => {
    expect(testResultsPath('marisol.v')).toBe('/enneagram/test-results/marisol.v');
    expect(testResultsPath('ana maria')).toBe('/enneagram/test-results/ana%20maria');
  });
});
