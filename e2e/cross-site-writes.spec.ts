import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, type Page, test } from '@playwright/test';
import * as contracts from '@portfolio/contracts';
import { buildPath, type Contract, isContract } from '@portfolio/contracts';
import { E2E_OWNER_PASSWORD, e2eBaseUrl } from './e2e-env.ts';

// A page on another port of the site's own host is same-site to the browser, so the owner's
// SameSite=Strict session cookie goes along with whatever it sends (decision 075). Such a page
// fires every write the API has at the site, the ways a page of another origin can without the
// site's consent: forms (text/plain and url-encoded) submitted into frames, no-cors fetches, and
// CORS fetches for the methods no-cors does not allow. Every one must be refused and change nothing.

/** Every write of the API, from the contracts, with a value for each path parameter. */
const sampleParams: Record<string, string> = { category: 'Dairy', id: 'no-such-id', kind: 'rebuttal' };
const writes = Object.values(contracts as Record<string, unknown>)
  .filter(isContract)
  .filter((contract) => contract.method !== 'GET')
  .map((contract: Contract) => ({
    method: contract.method,
    path: contract.path,
    url: `${e2eBaseUrl}${buildPath(contract.path, sampleParams)}`,
  }));
const posts = writes.filter((write) => write.method === 'POST');
const others = writes.filter((write) => write.method !== 'POST');
const formTypes = ['text/plain', 'application/x-www-form-urlencoded'];

/** Each POST as two auto-submitted forms, each into its own frame, so the page stays. */
function formsPage(): string {
  const forms = posts.flatMap((write, index) =>
    formTypes.map(
      (enctype, kind) => `
        <iframe name="answer-${index}-${kind}" title="answer ${index}-${kind}"></iframe>
        <form method="POST" action="${write.url}" enctype="${enctype}" target="answer-${index}-${kind}">
          <input name='{"password":"x","padding":"' value='"}'>
        </form>`,
    ),
  );
  return `${forms.join('\n')}
    <script>for (const form of document.forms) form.submit();</script>`;
}

/** Each write as fetches: no-cors for POST (with and without a body), CORS for PUT and DELETE. */
function fetchesPage(): string {
  return `<script>
    const posts = ${JSON.stringify(posts.map((write) => write.url))};
    const others = ${JSON.stringify(others)};
    const sent = [
      ...posts.map((url) => fetch(url, { method: 'POST', mode: 'no-cors', credentials: 'include' })),
      ...posts.map((url) => fetch(url, { method: 'POST', mode: 'no-cors', credentials: 'include', body: '{}' })),
      // The browser asks the site first (preflight), and the site grants no other origin.
      ...others.map(({ method, url }) =>
        fetch(url, {
          method,
          mode: 'cors',
          credentials: 'include',
          headers: { 'content-type': 'application/json' },
          body: method === 'DELETE' ? undefined : '{}',
        }),
      ),
    ];
    Promise.allSettled(sent).then((results) => {
      window.fetchOutcomes = results.map((result) => result.status);
    });
  </script>`;
}

let hostile: Server;
let hostileOrigin = '';

test.beforeAll(async () => {
  hostile = createServer((request, response) => {
    const body = request.url === '/forms' ? formsPage() : fetchesPage();
    response
      .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
      .end(`<!doctype html><html><head><title>Another port</title></head><body>${body}</body></html>`);
  });
  await new Promise<void>((resolve) => hostile.listen(0, '127.0.0.1', resolve));
  hostileOrigin = `http://127.0.0.1:${(hostile.address() as AddressInfo).port}`;
});

test.afterAll(async () => {
  await new Promise((resolve) => hostile.close(resolve));
});

/** What the owner can see of their data, read through the API as the signed-in owner. */
async function ownerView(page: Page) {
  const read = async (path: string) => {
    const response = await page.request.get(path);
    expect(response.status(), path).toBe(200);
    return response.json() as Promise<unknown>;
  };
  return {
    session: await read('/api/owner/session'),
    dairy: await read('/apiRecipes/inventory/Dairy'),
    kitchen: await read('/apiRecipesImport/status'),
    deck: await read('/api-leitner/deck'),
    questions: ((await read('/apiEnneagramFile/load/current')) as unknown[]).length,
    savedQueries: await read('/api-knowledgebase/query-list'),
    rebuttals: await read('/api-cards/all/rebuttal'),
  };
}

async function tickHeavyCream(page: Page, instock: boolean) {
  const tick = await page.request.put('/apiRecipes/inventory/Dairy', {
    data: { name: 'Heavy cream', instock },
  });
  expect(tick.status(), await tick.text()).toBe(200);
}

type ArgumentCard = { uuid: string; title: string };

/** Writes rebuttal.json as the owner; `POST /api-import/cards/rebuttal` would load it. */
async function exportRebuttals(page: Page, cards: ArgumentCard[]) {
  const written = await page.request.post('/api-export/rebuttal', { data: cards });
  expect(written.status(), await written.text()).toBe(200);
}

/**
 * The server's answer to every write (and preflight) the page sends to the API, from Chromium's
 * network log: a no-cors answer is hidden from the page, and Chromium drops it
 * (Cross-Origin-Resource-Policy) before Playwright's response events see it.
 */
async function apiWriteAnswers(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const requests = new Map<string, { method: string; url: string }>();
  const statuses = new Map<string, number>();
  cdp.on('Network.requestWillBeSent', ({ requestId, request }) => {
    if (request.method !== 'GET' && request.url.startsWith(`${e2eBaseUrl}/api`))
      requests.set(requestId, request);
  });
  cdp.on('Network.responseReceivedExtraInfo', ({ requestId, statusCode }) => {
    statuses.set(requestId, statusCode);
  });
  const answered = () =>
    [...requests].flatMap(([id, { method, url }]) => {
      const status = statuses.get(id);
      return status === undefined ? [] : [{ method, url, status }];
    });
  return {
    /** `METHOD url status` of each write answered since the last clear(), in order. */
    writes: () =>
      answered()
        .filter(({ method }) => method !== 'OPTIONS')
        .map(({ method, url, status }) => `${method} ${url} ${status}`)
        .sort(),
    /** The addresses of the preflights answered since the last clear(). */
    preflights: () =>
      answered()
        .filter(({ method }) => method === 'OPTIONS')
        .map(({ url }) => url)
        .sort(),
    clear: () => {
      requests.clear();
      statuses.clear();
    },
  };
}

test('a page on another port of the host cannot make the signed-in owner’s browser write anything', async ({
  page,
}) => {
  test.setTimeout(180_000);
  expect(writes.length).toBeGreaterThan(30);
  expect(writes.map((write) => `${write.method} ${write.path}`)).toEqual(
    expect.arrayContaining([
      'POST /apiRecipesImport/inventory',
      'POST /apiRecipesImport/factory',
      'POST /apiEnneagramImport/factory',
      'POST /api-import/refs',
      'POST /api-import/hierarchy',
      'POST /api-import/cards/:kind',
      'DELETE /api/owner/session',
    ]),
  );

  await page.goto('/owner');
  await page.getByLabel('Owner password').fill(E2E_OWNER_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('You are signed in as the owner.')).toBeVisible();

  // The backup holds a rebuttal the owner has since renamed: a backup import reaching the server
  // would bring the old title back. (Other specs export rebuttal.json too but never import it.)
  const rebuttals = (await page.request
    .get('/api-cards/all/rebuttal')
    .then((answer) => answer.json())) as ArgumentCard[];
  expect(rebuttals.length).toBeGreaterThan(0);
  const [renamed, ...rest] = rebuttals;
  await exportRebuttals(page, [{ ...renamed!, title: `${renamed!.title} (the backup’s title)` }, ...rest]);

  const answers = await apiWriteAnswers(page);
  const refusedPosts = (times: number) =>
    posts.flatMap((write) => Array<string>(times).fill(`POST ${write.url} 403`)).sort();

  /** Opens one hostile page; the owner's data must be the same afterwards. Soft: both kinds report. */
  async function attackWith(kind: 'forms' | 'fetches', sentBy: () => Promise<void>) {
    // The factory inventory has it out of stock: an import reaching the server would untick it.
    await tickHeavyCream(page, true);
    const before = await ownerView(page);
    expect(before.session).toEqual({ owner: true });
    expect(before.dairy).toContainEqual({ name: 'Heavy cream', instock: true });
    answers.clear();
    await page.goto(`${hostileOrigin}/${kind}`);
    await sentBy();
    expect.soft(await ownerView(page), `after the ${kind}`).toEqual(before);
  }

  // Forms, each POST as text/plain and url-encoded: the server refuses every one with 403 (its
  // message is checked in write-guards.test.ts; the frames show only Chromium's error page, as
  // API answers may not be framed).
  await attackWith('forms', async () => {
    await expect.poll(() => answers.writes().length).toBe(posts.length * formTypes.length);
    expect.soft(answers.writes()).toEqual(refusedPosts(formTypes.length));
  });

  // Fetches: the server refuses each no-cors POST (with and without a body) with 403, an answer
  // the page could not read anyway; the PUTs and DELETEs never get past the browser's preflight.
  await attackWith('fetches', async () => {
    await page.waitForFunction(() => 'fetchOutcomes' in window);
    const outcomes = await page.evaluate(
      () => (window as unknown as { fetchOutcomes: string[] }).fetchOutcomes,
    );
    expect(outcomes).toEqual(Array(posts.length * 2 + others.length).fill('rejected'));
    await expect.poll(() => answers.writes().length).toBe(posts.length * 2);
    expect.soft(answers.writes()).toEqual(refusedPosts(2));
    expect.soft(answers.preflights()).toEqual(others.map((write) => write.url).sort());
  });

  await page.goto('/recipes/in-stock');
  await expect(
    page.getByRole('group', { name: 'Dairy' }).getByRole('checkbox', { name: 'Heavy cream' }),
  ).toBeChecked();
  await tickHeavyCream(page, false);
  await exportRebuttals(page, rebuttals);
});
