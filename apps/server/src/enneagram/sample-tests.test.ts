import { enneagramCredentialHeaders, testResultSchema } from '@portfolio/contracts';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { useTestServer } from '../../test/build-test-app';
import { databases } from '../../test/databases';
import { readSampleTests } from './sample-tests';

describe.each(databases)('the demo users sample tests on $name', (database) => {
  const server = useTestServer(database);

  it('are listed on a fresh server, for User Results and the comparator', async () => {
    const samples = await readSampleTests();
    const app = await server.build();
    const users = (await app.inject({ url: '/apiEnneagram/allusers/' })).json();
    expect(users).toEqual(
      [...new Set(samples.map((test) => test.userid))].sort().map((userid) => ({ userid })),
    );
    const tests = z
      .array(testResultSchema)
      .parse((await app.inject({ url: '/apiEnneagram/alltests' })).json());
    expect(tests.map((test) => `${test.userid}: ${test.title}`).sort()).toEqual(
      samples.map((test) => `${test.userid}: ${test.title}`).sort(),
    );
    expect(tests.every((test) => test.answers.length === 144)).toBe(true);
  });

  it('belong to users nobody can log in as or sign up again', async () => {
    const [sample] = await readSampleTests();
    const app = await server.build();
    const headers = {
      ...enneagramCredentialHeaders(sample!.userid, 'any-password'),
      'content-type': 'application/json',
    };
    expect((await app.inject({ method: 'POST', url: '/apiEnneagram/login/', headers })).statusCode).toBe(401);
    expect((await app.inject({ method: 'POST', url: '/apiEnneagram/signup/', headers })).statusCode).toBe(
      409,
    );
  });
});
