import { apiErrorSchema } from '@portfolio/contracts';
import type { LightMyRequestResponse } from 'fastify';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../build-test-app';
import { databases } from '../databases';
import { attacksOn, type BadRequest } from './bad-requests';
import { allContracts } from './contracts';
import { dataFingerprint } from './data-fingerprint';
import { faultRuns, faultSeed, reportFigures } from './figures';
import { sendTo, signedInHeaders } from './signed-in';

/** Why an answer to a bad request is wrong, or undefined when it is a proper refusal. */
function refusalProblem(answer: LightMyRequestResponse, mustBe401: boolean): string | undefined {
  if (answer.statusCode < 400 || answer.statusCode >= 500) return `answered ${answer.statusCode}`;
  // Without a session an owner call answers 401 before its body is read; only an address the
  // router refuses (too long, no such route) is answered earlier.
  if (mustBe401 && ![401, 404, 414].includes(answer.statusCode)) {
    return `answered ${answer.statusCode} without a session, not 401`;
  }
  if (!String(answer.headers['content-type']).startsWith('application/json')) {
    return `answered ${answer.statusCode} as ${answer.headers['content-type']}, not JSON`;
  }
  const error = apiErrorSchema.safeParse(answer.json());
  if (!error.success)
    return `answered ${answer.statusCode} without the error shape: ${answer.body.slice(0, 200)}`;
  if (error.data.status !== answer.statusCode)
    return `error body says ${error.data.status}, status is ${answer.statusCode}`;
  return undefined;
}

function describeRequest(request: BadRequest): string {
  const payload = request.payload === undefined ? '' : ` ${String(request.payload).slice(0, 120)}`;
  return `${request.attack}: ${request.method} ${request.url.slice(0, 160)}${payload}`;
}

describe.each(databases)('bad input over every contract on $name', (database) => {
  const server = useTestServer(database);

  it('refuses every bad request with a 4xx JSON error, keeps serving and changes no data', async () => {
    // The limit per address would answer 429 long before the suite is through.
    const app = await server.build({ RATE_LIMIT_MAX: '1000000000' });
    const signedIn = await signedInHeaders(sendTo(app));
    const problems: string[] = [];
    let requests = 0;
    let serverErrors = 0;
    let before = await dataFingerprint(app);

    for (const { name, contract } of allContracts) {
      for (const attack of attacksOn(contract)) {
        const property = fc.asyncProperty(attack.requests, fc.boolean(), async (request, withSession) => {
          const answer = await app.inject({
            method: request.method,
            url: request.url,
            headers: { ...request.headers, ...(withSession ? signedIn : {}) },
            ...(request.payload === undefined ? {} : { payload: request.payload }),
          });
          requests += 1;
          if (answer.statusCode >= 500) serverErrors += 1;
          const problem = refusalProblem(answer, contract.ownerOnly === true && !withSession);
          if (problem) throw new Error(problem);
        });
        // fast-check names the smallest failing request; the other contracts still run.
        const run = await fc.check(property, { numRuns: faultRuns, seed: faultSeed });
        if (run.failed) {
          const [request, withSession] = run.counterexample ?? [];
          const reason =
            run.errorInstance instanceof Error ? run.errorInstance.message : String(run.errorInstance);
          const example = request ? describeRequest(request) : '(no example)';
          problems.push(
            `${name}, ${attack.name}: ${reason}, ${withSession ? 'signed in' : 'no session'}: ${example}`,
          );
        }
      }
      const after = await dataFingerprint(app);
      const changed = Object.keys(after).filter((table) => after[table] !== before[table]);
      if (changed.length > 0) problems.push(`${name}: bad input changed ${changed.join(', ')}`);
      before = after;
      const alive = await app.inject({ url: '/api/config' });
      if (alive.statusCode !== 200)
        problems.push(`${name}: the server stopped answering (${alive.statusCode})`);
    }

    reportFigures({ part: 'bad input', database: database.name, requests, serverErrors });
    expect(problems).toEqual([]);
    expect(serverErrors).toBe(0);
    expect(requests).toBeGreaterThan(allContracts.length * faultRuns);
  }, 600_000);
});
