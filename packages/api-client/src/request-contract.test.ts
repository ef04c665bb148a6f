import { defineContract, getSiteConfig } from '@portfolio/contracts';
import { mockContract, mockContractError, siteConfig, siteHandlers } from '@portfolio/mocks';
import { isCancel } from 'axios';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { apiHttp } from './http';
import { ApiRequestError } from './http-error';
import { requestContract } from './request-contract';

// Node has no page origin to be relative to: address the mocked API by a full origin.
const origin = 'http://localhost';
const server = setupServer(...siteHandlers);
const sameOriginBase = apiHttp.defaults.baseURL;

beforeAll(() => {
  apiHttp.defaults.baseURL = origin;
  server.listen({ onUnhandledRequest: 'error' });
});
afterEach(() => server.resetHandlers());
afterAll(() => {
  server.close();
  apiHttp.defaults.baseURL = sameOriginBase;
});

const searchRecipes = defineContract({
  method: 'GET',
  path: '/api/demo/recipes/:category',
  params: z.object({ category: z.string() }),
  query: z.object({ search: z.string(), tag: z.array(z.string()).optional() }),
  response: z.array(z.object({ identifier: z.string(), name: z.string() })),
});

const saveNote = defineContract({
  method: 'POST',
  path: '/api/demo/notes',
  body: z.object({ title: z.string(), pinned: z.boolean() }),
  response: z.object({ msg: z.string() }),
});

const importAll = defineContract({
  method: 'POST',
  path: '/api/demo/import',
  response: z.object({ msg: z.string() }),
});
const removeNote = defineContract({
  method: 'DELETE',
  path: '/api/demo/notes/:id',
  params: z.object({ id: z.string() }),
  response: z.object({ msg: z.string() }),
});
const mailPage = defineContract({
  method: 'POST',
  path: '/api/demo/mail',
  body: z.string(),
  bodyTypes: ['text/html'],
  response: z.object({ msg: z.string() }),
});

async function failureOf(call: Promise<unknown>): Promise<ApiRequestError> {
  const error: unknown = await call.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiRequestError);
  return error as ApiRequestError;
}

describe('requestContract', () => {
  it('resolves to the parsed response of the contract', async () => {
    await expect(requestContract(getSiteConfig)).resolves.toEqual(siteConfig);
  });

  it('fills path parameters and sends the query with repeated keys', async () => {
    let asked: URL | undefined;
    server.use(
      http.get('*/api/demo/recipes/:category', ({ request }) => {
        asked = new URL(request.url);
        return HttpResponse.json([{ identifier: 'pot-roast', name: 'Pot Roast' }]);
      }),
    );
    const recipes = await requestContract(searchRecipes, {
      params: { category: 'main dishes' },
      query: { search: 'roast', tag: ['beef', 'sunday'] },
    });
    expect(recipes).toEqual([{ identifier: 'pot-roast', name: 'Pot Roast' }]);
    expect(asked?.pathname).toBe('/api/demo/recipes/main%20dishes');
    expect(asked?.search).toBe('?search=roast&tag=beef&tag=sunday');
  });

  it('says every write is JSON, bodiless ones too, unless the caller names another type', async () => {
    const seen: string[] = [];
    const record = async ({ request }: { request: Request }) => {
      seen.push(`${request.method} ${request.headers.get('content-type')} [${await request.text()}]`);
      return HttpResponse.json({ msg: 'ok' });
    };
    server.use(
      http.post('*/api/demo/import', record),
      http.delete('*/api/demo/notes/:id', record),
      http.post('*/api/demo/mail', record),
      http.get('*/api/demo/recipes/:category', async ({ request }) => {
        seen.push(`GET ${request.headers.get('content-type')}`);
        return HttpResponse.json([]);
      }),
    );
    await requestContract(importAll);
    await requestContract(removeNote, { params: { id: 'n1' } });
    await requestContract(mailPage, { body: '<p>Hi</p>' }, { headers: { 'Content-Type': 'text/html' } });
    await requestContract(searchRecipes, { params: { category: 'soups' }, query: { search: '' } });
    expect(seen).toEqual([
      'POST application/json []',
      'DELETE application/json []',
      'POST text/html [<p>Hi</p>]',
      'GET null',
    ]);
  });

  it('sends the body as JSON', async () => {
    server.use(mockContract(saveNote, ({ body }) => ({ msg: `Saved "${body.title}"` })));
    await expect(
      requestContract(saveNote, { body: { title: 'Soak the beans', pinned: true } }),
    ).resolves.toEqual({
      msg: 'Saved "Soak the beans"',
    });
  });

  it('sends the extra headers a call asks for', async () => {
    let userHeader: string | null = null;
    server.use(
      mockContract(saveNote, ({ request }) => {
        userHeader = request.headers.get('username');
        return { msg: 'Saved' };
      }),
    );
    await requestContract(
      saveNote,
      { body: { title: 'Rest', pinned: false } },
      { headers: { username: 'ada99x' } },
    );
    expect(userHeader).toBe('ada99x');
  });

  it('throws the spec’s HTTP failure with the server’s message on an error status', async () => {
    server.use(mockContractError(getSiteConfig, 500, 'The database is not reachable'));
    const error = await failureOf(requestContract(getSiteConfig));
    expect(error.toReport()).toEqual({
      message: 'Http failure response for http://localhost/api/config: 500 Internal Server Error',
      status: 500,
      error: 'The database is not reachable',
    });
  });

  it('names the full address, query included, in the failure message', async () => {
    server.use(mockContractError(searchRecipes, 503));
    const error = await failureOf(
      requestContract(searchRecipes, { params: { category: 'soups' }, query: { search: 'split pea' } }),
    );
    expect(error.message).toBe(
      'Http failure response for http://localhost/api/demo/recipes/soups?search=split+pea: 503 Service Unavailable',
    );
  });

  it('throws a parsing failure when the body is not JSON', async () => {
    server.use(http.get('*/api/config', () => HttpResponse.text('<html>maintenance</html>')));
    const error = await failureOf(requestContract(getSiteConfig));
    expect(error.toReport()).toEqual({
      message: 'Http failure during parsing for http://localhost/api/config',
      status: 200,
      error: 'The answer is not valid JSON',
    });
  });

  it('throws a parsing failure, naming the field, when the body drifted from the contract', async () => {
    server.use(http.get('*/api/config', () => HttpResponse.json({ ...siteConfig, ownerName: 42 })));
    const error = await failureOf(requestContract(getSiteConfig));
    expect(error.message).toBe('Http failure during parsing for http://localhost/api/config');
    expect(error.error).toMatch(/^Unexpected answer: ownerName: /);
  });

  it('throws status 0, Unknown Error, when no answer arrives', async () => {
    server.use(http.get('*/api/config', () => HttpResponse.error()));
    const error = await failureOf(requestContract(getSiteConfig));
    expect(error.toReport()).toEqual({
      message: 'Http failure response for http://localhost/api/config: 0 Unknown Error',
      status: 0,
      error: 'Unknown Error',
    });
  });

  it('lets a cancelled call end as a cancellation, not as a failure', async () => {
    const controller = new AbortController();
    controller.abort();
    const outcome: unknown = await requestContract(getSiteConfig, undefined, {
      signal: controller.signal,
    }).catch((reason: unknown) => reason);
    expect(isCancel(outcome)).toBe(true);
  });

  it('requires exactly the input the contract declares', () => {
    // @ts-expect-error the path parameter and the query are required
    const missing = () => requestContract(searchRecipes);
    // @ts-expect-error the body must have the contract's shape
    const wrongBody = () => requestContract(saveNote, { body: { title: 1 } });
    expect([missing, wrongBody]).toHaveLength(2);
  });
});
