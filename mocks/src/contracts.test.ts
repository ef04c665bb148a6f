import {
  apiErrorSchema,
  basicSearchQuery,
  buildPath,
  type Contract,
  createOwnerSession,
  defineContract,
  deleteOwnerSession,
  enneagramCredentialHeaders,
  enneagramQuerySchema,
  enneagramReferenceSchema,
  enneagramUserHeader,
  exportArgumentCards,
  exportHierarchy,
  exportReferences,
  getArgumentCards,
  getOwnerSession,
  getSiteConfig,
  importArgumentCards,
  importEnneagramFactory,
  importHierarchy,
  importReferences,
  logInEnneagramUser,
  ownerSessionSchema,
  ownerSignInSchema,
  questionSchema,
  queryEnneagramTests,
  saveEnneagramTest,
  saveTestBodySchema,
  searchReferenceCards,
  createSavedQuery,
  sendDwmEmail,
  signUpEnneagramUser,
  siteConfigSchema,
  testResultSchema,
} from '@portfolio/contracts';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import {
  contractOf,
  countContractCalls,
  enneagramDemoPassword,
  enneagramDemoTests,
  enneagramNameTakenError,
  enneagramOtherUserError,
  enneagramQuestions,
  enneagramReference,
  enneagramWrongLoginError,
  handlers,
  mockContract,
  mockContractError,
  marisolFirstTest,
  ownerSignIn,
  resetEnneagramMocks,
  resetOwnerSession,
  signedInOwnerSession,
  signedOutOwnerSession,
  siteConfig,
  wrongOwnerPasswordError,
} from './index';
import { dwmBookingSetupFixture } from './fixtures/dwm';
import { resetDwmMocks } from './handlers/dwm';

const origin = 'http://localhost';
const server = setupServer(...handlers);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  resetOwnerSession();
  resetEnneagramMocks();
});
afterAll(() => server.close());

interface SampleRequest {
  params?: Record<string, string | number>;
  body?: unknown;
  query?: Record<string, string>;
  headers?: Record<string, string>;
  /** The success status when it is not 200 (201 for calls that create). */
  status?: number;
  /** Puts the mock server in the state the call needs (a session, an owner). */
  before?: () => void;
}

/** Calls the mocks the way the site does: over HTTP, every write saying it is JSON. */
function call(
  contract: Contract,
  { params, body, query, headers = {} }: SampleRequest = {},
): Promise<Response> {
  const search = query ? `?${new URLSearchParams(query).toString()}` : '';
  return fetch(`${origin}${buildPath(contract.path, params)}${search}`, {
    method: contract.method,
    headers: contract.method === 'GET' ? headers : { 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

describe('fixtures', () => {
  const cases: Array<[string, z.ZodType, unknown]> = [
    ['siteConfig', siteConfigSchema, siteConfig],
    ['ownerSignIn', ownerSignInSchema, ownerSignIn],
    ['signedInOwnerSession', ownerSessionSchema, signedInOwnerSession],
    ['signedOutOwnerSession', ownerSessionSchema, signedOutOwnerSession],
    ['wrongOwnerPasswordError', apiErrorSchema, wrongOwnerPasswordError],
    ['enneagramQuestions', z.array(questionSchema).length(144), enneagramQuestions],
    ['enneagramReference', enneagramReferenceSchema, enneagramReference],
    ['enneagramDemoTests', z.array(testResultSchema).min(3), enneagramDemoTests],
    ['enneagramDemoTests (finished)', z.array(saveTestBodySchema), enneagramDemoTests],
    ['enneagramWrongLoginError', apiErrorSchema, enneagramWrongLoginError],
    ['enneagramNameTakenError', apiErrorSchema, enneagramNameTakenError],
    ['enneagramOtherUserError', apiErrorSchema, enneagramOtherUserError],
  ];

  it.each(cases)('%s parses with its schema', (_name, schema, fixture) => {
    const result = schema.safeParse(fixture);
    expect(result.error?.issues).toBeUndefined();
    expect(result.data).toEqual(fixture);
  });

  it('would catch a fixture that drifted from its schema', () => {
    const { ownerName: _dropped, ...withoutOwner } = siteConfig;
    const drifted = [
      withoutOwner,
      { ...siteConfig, ownerSlug: 'Alex Morgan' },
      { ...siteConfig, externalLinks: { ...siteConfig.externalLinks, music: 'piano on port 83' } },
      { ...siteConfig, lastUpdated: 20241206 },
    ];
    for (const fixture of drifted) expect(siteConfigSchema.safeParse(fixture).success).toBe(false);
  });
});

/** Each area's sample requests, in `mocks/src/<area>-samples.ts`: every export ending in `Samples`. */
const areaSamples = Object.values(
  import.meta.glob<Record<string, unknown>>('./*-samples.ts', { eager: true }),
).flatMap((module) =>
  Object.entries(module)
    .filter(([name]) => name.endsWith('Samples'))
    .flatMap(([, list]) => list as [Contract, SampleRequest][]),
);

describe('default handlers', () => {
  /** Calls that need input to succeed: the core's here, each area's in its own samples file. */
  const samples = new Map<Contract, SampleRequest>([
    [createOwnerSession, { body: ownerSignIn }],
    [signUpEnneagramUser, { headers: enneagramCredentialHeaders('new.taker', 'secret-pass'), status: 201 }],
    [logInEnneagramUser, { headers: enneagramCredentialHeaders('tobias_k', enneagramDemoPassword) }],
    [
      saveEnneagramTest,
      {
        body: { ...marisolFirstTest, title: 'Once more' },
        headers: enneagramUserHeader('marisol.v'),
        status: 201,
        before: () => resetEnneagramMocks({ signedInAs: 'marisol.v' }),
      },
    ],
    [
      queryEnneagramTests,
      {
        body: enneagramQuerySchema.parse({
          qualifier: 'Must Match',
          entries: [{ field: 'userid', type: 'Match Phrase', search: 'marisol.v' }],
        }),
      },
    ],
    [importEnneagramFactory, { before: () => resetOwnerSession({ signedIn: true }) }],
    [
      createSavedQuery,
      {
        body: { name: 'A new query', query: JSON.stringify(basicSearchQuery('memory')) },
        before: () => resetOwnerSession({ signedIn: true }),
      },
    ],
    [searchReferenceCards, { query: { q: JSON.stringify(basicSearchQuery('memory')) } }],
    [getArgumentCards, { params: { kind: 'quest' } }],
    [exportReferences, { body: [], before: () => resetOwnerSession({ signedIn: true }) }],
    [exportHierarchy, { body: [], before: () => resetOwnerSession({ signedIn: true }) }],
    [
      exportArgumentCards,
      { params: { kind: 'quest' }, body: [], before: () => resetOwnerSession({ signedIn: true }) },
    ],
    [importReferences, { before: () => resetOwnerSession({ signedIn: true }) }],
    [importHierarchy, { before: () => resetOwnerSession({ signedIn: true }) }],
    [importArgumentCards, { params: { kind: 'quest' }, before: () => resetOwnerSession({ signedIn: true }) }],
    ...areaSamples,
  ]);

  it('answer every call with a body that parses with the contract’s response schema', async () => {
    expect(handlers.length).toBeGreaterThan(0);
    for (const handler of handlers) {
      const contract = contractOf(handler);
      expect(contract, `${handler.info.header} is not made with mockContract`).toBeDefined();
      if (!contract) continue;
      const sample = samples.get(contract) ?? {};
      const name = `${contract.method} ${contract.path}`;
      if (contract.body) expect(sample.body, `add a sample body for ${name}`).toBeDefined();

      sample.before?.();
      const response = await call(contract, sample);
      expect(response.status, name).toBe(sample.status ?? 200);
      const parsed = contract.response.safeParse(await response.json());
      expect(parsed.error?.issues, name).toBeUndefined();
    }
    // A handler that another one shadows (same method and path) would never answer.
    expect(handlers.filter((handler) => !handler.isUsed).map((handler) => handler.info.header)).toEqual([]);
  });

  it('serve the site config fixture', async () => {
    const response = await call(getSiteConfig);
    expect(await response.json()).toEqual(siteConfig);
  });
});

describe('owner session handlers', () => {
  it('start signed out', async () => {
    expect(await (await call(getOwnerSession)).json()).toEqual({ owner: false });
  });

  it('refuse a wrong password with 401 in the server’s error shape, and stay signed out', async () => {
    const response = await call(createOwnerSession, { body: { password: 'guess' } });
    expect(response.status).toBe(401);
    expect(response.statusText).toBe('Unauthorized');
    expect(apiErrorSchema.parse(await response.json())).toEqual({
      message: 'Wrong owner password',
      status: 401,
      error: 'Unauthorized',
    });
    expect(await (await call(getOwnerSession)).json()).toEqual({ owner: false });
  });

  it('sign in with the demo password, report it, and sign out again', async () => {
    const signIn = await call(createOwnerSession, { body: { password: 'demo-owner-password' } });
    expect(signIn.status).toBe(200);
    expect(await signIn.json()).toEqual({ owner: true });
    expect(await (await call(getOwnerSession)).json()).toEqual({ owner: true });

    expect(await (await call(deleteOwnerSession)).json()).toEqual({ owner: false });
    expect(await (await call(getOwnerSession)).json()).toEqual({ owner: false });
  });

  it('can be reset to either state', async () => {
    resetOwnerSession({ signedIn: true });
    expect(await (await call(getOwnerSession)).json()).toEqual({ owner: true });
    resetOwnerSession();
    expect(await (await call(getOwnerSession)).json()).toEqual({ owner: false });
  });

  it('answer a body the contract rejects with 400 naming the field, like the server', async () => {
    const response = await call(createOwnerSession, { body: { password: '' } });
    expect(response.status).toBe(400);
    expect(apiErrorSchema.parse(await response.json())).toEqual({
      message: 'Enter the owner password',
      status: 400,
      error: 'Bad Request',
      field: 'password',
    });
  });
});

describe('mockContractError', () => {
  it('answers the status with the server’s error shape and reason phrase', async () => {
    server.use(mockContractError(getSiteConfig, 503, 'Down for maintenance'));
    const response = await call(getSiteConfig);
    expect(response.status).toBe(503);
    expect(response.statusText).toBe('Service Unavailable');
    expect(apiErrorSchema.parse(await response.json())).toEqual({
      message: 'Down for maintenance',
      status: 503,
      error: 'Service Unavailable',
    });
  });

  it('uses the reason phrase as the message when none is given', async () => {
    server.use(mockContractError(createOwnerSession, 500));
    const response = await call(createOwnerSession, { body: ownerSignIn });
    expect(await response.json()).toEqual({
      message: 'Internal Server Error',
      status: 500,
      error: 'Internal Server Error',
    });
  });
});

describe('mockContract', () => {
  const getDemoItem = defineContract({
    method: 'GET',
    path: '/api/demo/items/:id',
    params: z.object({ id: z.coerce.number().int().positive() }),
    response: z.object({ id: z.number(), name: z.string() }),
  });

  it('hands the resolver the path parameters parsed by the contract', async () => {
    server.use(mockContract(getDemoItem, ({ params }) => ({ id: params.id * 10, name: 'Whisk' })));
    const response = await call(getDemoItem, { params: { id: 4 } });
    expect(await response.json()).toEqual({ id: 40, name: 'Whisk' });
  });

  it('answers 415 to a write that does not say it is JSON, like the server, and takes a named type', async () => {
    const sent: string[] = [];
    for (const headers of [{}, { 'content-type': 'text/plain;charset=UTF-8' }] as Record<string, string>[]) {
      const response = await fetch(`${origin}${importEnneagramFactory.path}`, { method: 'POST', headers });
      sent.push(`${response.status} ${JSON.stringify(await response.json())}`);
    }
    expect(sent).toEqual([
      '415 {"message":"content-type: this call takes application/json, not a request without one","status":415,"error":"Unsupported Media Type","field":"content-type"}',
      '415 {"message":"content-type: this call takes application/json, not text/plain;charset=UTF-8","status":415,"error":"Unsupported Media Type","field":"content-type"}',
    ]);
    // Visitors may send it only beside a third-party booking page (decision 089).
    resetDwmMocks({ setup: { ...dwmBookingSetupFixture, bookingUrl: 'https://booking.example/dinner' } });
    try {
      const html = await fetch(`${origin}${sendDwmEmail.path}`, {
        method: 'POST',
        headers: { 'content-type': 'text/html; charset=utf-8' },
        body: '<p>A new dinner event was scheduled</p>',
      });
      expect(html.status).toBe(200);
    } finally {
      resetDwmMocks();
    }
  });

  it('answers 400 when the path parameters break the contract', async () => {
    server.use(mockContract(getDemoItem, ({ params }) => ({ id: params.id, name: 'Whisk' })));
    const response = await call(getDemoItem, { params: { id: 'whisk' } });
    expect(response.status).toBe(400);
    expect(apiErrorSchema.parse(await response.json()).field).toBe('id');
  });

  it('answers 500 instead of a body that drifted from the contract', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(
      mockContract(getSiteConfig, () => ({
        ...siteConfig,
        externalLinks: { ...siteConfig.externalLinks, music: 'piano on port 83' },
      })),
    );
    const response = await call(getSiteConfig);
    expect(response.status).toBe(500);
    expect(apiErrorSchema.parse(await response.json()).message).toBe(
      'The mock answer for GET /api/config does not match its contract',
    );
    expect(logged).toHaveBeenCalled();
    logged.mockRestore();
  });

  it('counts a contract’s calls and leaves the answer to the handler after it', async () => {
    const reads = countContractCalls(getOwnerSession);
    server.use(reads.handler);
    const first = await call(getOwnerSession);
    expect(ownerSessionSchema.parse(await first.json())).toEqual({ owner: false });
    await call(createOwnerSession, { body: ownerSignIn });
    await call(getOwnerSession);
    // The sign-in is another contract (a POST to the same path): only the two reads are counted.
    expect(reads.calls()).toEqual([getOwnerSession.path, getOwnerSession.path]);
  });

  it('types the resolver’s answer by the contract', () => {
    // @ts-expect-error `owner` is a boolean in the contract: a mock cannot answer a string.
    const handler = mockContract(getOwnerSession, () => ({ owner: 'yes' }));
    expect(contractOf(handler)).toBe(getOwnerSession);
  });
});
