import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { testResultSchema, type TestResult } from '@portfolio/contracts';
import type { Transaction } from 'kysely';
import { z } from 'zod';
import type { Database } from '../db/schema';
import { enneagramContentDir } from './content';

/** Reads the demo users' saved tests shipped in content/enneagram/sample-tests.json. */
export async function readSampleTests(dir = enneagramContentDir): Promise<TestResult[]> {
  const text = await readFile(join(dir, 'sample-tests.json'), 'utf8');
  return z.array(testResultSchema).parse(JSON.parse(text));
}

/**
 * Gives the demo users their sample tests, so User Results and the comparator show something on
 * a fresh server. Demo users have no password (nobody can log in as them). A name someone has
 * already signed up with is left alone; a demo user's earlier copies of the samples are replaced.
 */
export async function loadSampleTests(trx: Transaction<Database>, tests: TestResult[]): Promise<void> {
  const now = new Date().toISOString();
  for (const userid of [...new Set(tests.map((test) => test.userid))]) {
    const existing = await trx
      .selectFrom('enneagram_users')
      .select('password_hash')
      .where('userid', '=', userid)
      .executeTakeFirst();
    if (existing?.password_hash) continue;
    if (!existing) {
      await trx
        .insertInto('enneagram_users')
        .values({ userid, password_hash: null, created_at: now })
        .execute();
    }
    const own = tests.filter((test) => test.userid === userid);
    await trx
      .deleteFrom('enneagram_tests')
      .where('userid', '=', userid)
      .where(
        'title',
        'in',
        own.map((test) => test.title),
      )
      .execute();
    await trx
      .insertInto('enneagram_tests')
      .values(
        own.map((test) => ({
          id: randomUUID(),
          userid,
          title: test.title,
          test_date: test.date,
          answers: JSON.stringify(test.answers),
          created_at: now,
        })),
      )
      .execute();
  }
}
