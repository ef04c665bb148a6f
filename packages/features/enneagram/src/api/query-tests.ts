import { requestContract } from '@portfolio/api-client';
import { type EnneagramQuery, queryEnneagramTests, type TestResult } from '@portfolio/contracts';

/** The User Results menu's query: every test of one user (Must Match, Match Phrase on userid). */
export function userTestsQuery(userId: string): EnneagramQuery {
  return {
    qualifier: 'Must Match',
    entries: [{ field: 'userid', type: 'Match Phrase', search: userId }],
  };
}

/**
 * POST /apiEnneagram/query for one user's tests. A phrase also matches longer ids ("tobias" is in
 * "tobias_k"), so only the chosen user's own tests are kept.
 */
export async function fetchUserTests(userId: string): Promise<TestResult[]> {
  const tests = await requestContract(queryEnneagramTests, { body: userTestsQuery(userId) });
  return tests.filter((test) => test.userid === userId);
}
