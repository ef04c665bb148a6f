import type { TestResult } from '@portfolio/contracts';

/** What choosing a user in the User Results menu does (spec §4). */
export type UserResultsStep =
  { kind: 'none' } | { kind: 'open'; test: TestResult } | { kind: 'choose'; tests: TestResult[] };

/** None: an alert. One: open it. Several: let the user choose by title. */
export function decideUserResults(tests: readonly TestResult[]): UserResultsStep {
  const [first] = tests;
  if (!first) return { kind: 'none' };
  if (tests.length === 1) return { kind: 'open', test: first };
  return { kind: 'choose', tests: [...tests] };
}

/** The results page of a user. */
export function testResultsPath(userId: string): string {
  return `/enneagram/test-results/${encodeURIComponent(userId)}`;
}
