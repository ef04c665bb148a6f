import * as contracts from '@portfolio/contracts';
import {
  apiErrorSchema,
  buildPath,
  type Contract,
  inventoryCategories,
  isContract,
} from '@portfolio/contracts';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { signInAsOwner, useTestServer } from '../test/build-test-app';
import { databases } from '../test/databases';

/** Every write the API has, from the contracts: the guard must hold for each (decision 075). */
const writes = Object.values(contracts as Record<string, unknown>)
  .filter(isContract)
  .filter((contract) => contract.method !== 'GET');

/** A value for each path parameter the writes have; a new parameter name must be added here. */
const sampleParams: Record<string, string> = { category: 'Dairy', id: 'no-such-id', kind: 'quest' };

function urlOf(contract: Contract): string {
  const names = [...contract.path.matchAll(/:(\w+)/g)].map((match) => match[1] ?? '');
  for (const name of names) expect(sampleParams, `add a sample for :${name}`).toHaveProperty(name);
  return buildPath(contract.path, sampleParams);
}

const nameOf = (contract: Contract) => `${contract.method} ${contract.path}`;
const site = 'http://127.0.0.1:4102';
const json = { 'content-type': 'application/json' };

/** What the owner's pages show, to compare before and after the refused writes. */
async function ownerData(app: FastifyInstance, cookie: string) {
  const read = async (url: string) => (await app.inject({ url, headers: { cookie } })).body;
  return {
    inventory: await Promise.all(
      inventoryCategories.map((category) => read(`/apiRecipes/inventory/${category}`)),
    ),
    recipes: await read('/apiRecipes/recipes/all-recipes'),
    questions: await read('/apiEnneagramFile/load/current'),
    deck: await read('/api-leitner/deck'),
    cards: await read('/api-references'),
    session: await read('/api/owner/session'),
  };
}

/** Signs in and ticks an item the factory inventory has out of stock, so an import would show. */
async function ownerWithATick(app: FastifyInstance): Promise<string> {
  const cookie = await signInAsOwner(app);
  const tick = await app.inject({
    method: 'PUT',
    url: '/apiRecipes/inventory/Dairy',
    headers: { cookie, host: '127.0.0.1:4102', origin: site, 'sec-fetch-site': 'same-origin' },
    payload: { name: 'Heavy cream', instock: true },
  });
  expect(tick.statusCode, tick.body).toBe(200);
  return cookie;
}

function expectRefused(response: LightMyRequestResponse, status: number, field: string, name: string) {
  expect(response.statusCode, `${name}: ${response.body}`).toBe(status);
  const body = apiErrorSchema.parse(response.json());
  expect(body, name).toMatchObject({ status, field });
  expect(body.message.startsWith(`${field}: `), name).toBe(true);
}

describe.each(databases)('write guards on $name', (database) => {
  const server = useTestServer(database);

  it('knows every write of the API, the owner’s imports among them', () => {
    const paths = writes.map(nameOf);
    expect(paths).toEqual(
      expect.arrayContaining([
        'POST /apiRecipesImport/inventory',
        'POST /apiRecipesImport/factory',
        'POST /apiEnneagramImport/factory',
        'POST /api-import/refs',
        'PUT /apiRecipes/inventory/:category',
        'DELETE /api/owner/session',
      ]),
    );
    expect(writes.length).toBeGreaterThan(30);
  });

  it('refuses every write sent from another site’s page with 403 naming the header, and nothing changes', async () => {
    const app = await server.build();
    const cookie = await ownerWithATick(app);
    const before = await ownerData(app, cookie);
    const attacks: Array<[string, Record<string, string>, string]> = [
      // A page on another port of the same host: same-site, so the SameSite=Strict cookie goes along.
      ['same-site page', { origin: 'http://127.0.0.1:5555', 'sec-fetch-site': 'same-site' }, 'origin'],
      ['cross-site page', { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' }, 'origin'],
      ['browser without Fetch Metadata', { origin: 'http://127.0.0.1:5555' }, 'origin'],
      ['opaque origin (sandboxed frame)', { origin: 'null' }, 'origin'],
      ['origin left out', { 'sec-fetch-site': 'same-site' }, 'sec-fetch-site'],
      ['other scheme, same host', { origin: 'https://127.0.0.1:4102' }, 'origin'],
    ];
    for (const contract of writes) {
      for (const [attack, headers, field] of attacks) {
        for (const type of ['application/json', 'text/plain', 'application/x-www-form-urlencoded']) {
          const response = await app.inject({
            method: contract.method,
            url: urlOf(contract),
            headers: { cookie, host: '127.0.0.1:4102', 'content-type': type, ...headers },
            payload: type === 'application/json' ? '{}' : 'a=b',
          });
          expectRefused(response, 403, field, `${attack}, ${type}: ${nameOf(contract)}`);
        }
      }
    }
    expect(await ownerData(app, cookie)).toEqual(before);
    expect(before.inventory[inventoryCategories.indexOf('Dairy')]).toContain(
      '"name":"Heavy cream","instock":true',
    );
  });

  it('refuses a cross-site write to any address, not only the contracts’ ones', async () => {
    const app = await server.build();
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
      const response = await app.inject({
        method,
        url: '/api/no-such-call',
        headers: { host: '127.0.0.1:4102', origin: 'http://127.0.0.1:5555' },
      });
      expectRefused(response, 403, 'origin', method);
    }
    // Reads stay open to every page: images, the config, the answers visitors see.
    const read = await app.inject({
      url: '/api/config',
      headers: { host: '127.0.0.1:4102', origin: 'http://127.0.0.1:5555', 'sec-fetch-site': 'same-site' },
    });
    expect(read.statusCode).toBe(200);
  });

  it('takes the site’s own writes: same origin, typed by the user, or from no browser at all', async () => {
    const app = await server.build();
    const cookie = await signInAsOwner(app);
    const own: Array<Record<string, string>> = [
      { host: '127.0.0.1:4102', origin: site, 'sec-fetch-site': 'same-origin' },
      { host: '127.0.0.1:4102', origin: site },
      { host: '127.0.0.1:4102', 'sec-fetch-site': 'same-origin' },
      { host: '127.0.0.1:4102', 'sec-fetch-site': 'none' },
      // curl, scripts, other servers: no browser, so no cookie of the owner's to ride on.
      { host: '127.0.0.1:4102' },
      // The default port is left out of an origin, as browsers send it.
      { host: 'localhost:80', origin: 'http://localhost' },
      { host: 'LocalHost:8080', origin: 'http://localhost:8080' },
    ];
    for (const headers of own) {
      const response = await app.inject({
        method: 'POST',
        url: '/apiRecipesImport/inventory',
        headers: { cookie, ...json, ...headers },
      });
      expect(response.statusCode, JSON.stringify(headers)).toBe(200);
    }
  });

  it('reads the public host from the proxy only when TRUST_PROXY lists it, and takes ALLOWED_ORIGINS', async () => {
    const behindProxy = {
      host: '127.0.0.1:8080',
      'x-forwarded-host': 'portfolio.example.org',
      'x-forwarded-proto': 'https',
      origin: 'https://portfolio.example.org',
      'sec-fetch-site': 'same-site',
    };
    const importWith = async (app: FastifyInstance, headers: Record<string, string>) => {
      const cookie = await signInAsOwner(app);
      return app.inject({
        method: 'POST',
        url: '/apiRecipesImport/factory',
        headers: { cookie, ...json, ...headers },
      });
    };
    expectRefused(await importWith(await server.build(), behindProxy), 403, 'origin', 'untrusted proxy');
    expect((await importWith(await server.build({ TRUST_PROXY: '127.0.0.1' }), behindProxy)).statusCode).toBe(
      200,
    );
    // A proxy that keeps the Host but does not say it speaks HTTPS: COOKIE_SECURE says so.
    const https = { host: 'portfolio.example.org', origin: 'https://portfolio.example.org' };
    expectRefused(await importWith(await server.build(), https), 403, 'origin', 'https unknown');
    expect((await importWith(await server.build({ COOKIE_SECURE: 'true' }), https)).statusCode).toBe(200);

    const frontEnd = await server.build({ ALLOWED_ORIGINS: 'https://front.example' });
    const fromFrontEnd = {
      host: 'api.example',
      origin: 'https://front.example',
      'sec-fetch-site': 'cross-site',
    };
    expect((await importWith(frontEnd, fromFrontEnd)).statusCode).toBe(200);
    const fromElsewhere = { ...fromFrontEnd, origin: 'https://front.example.evil.test' };
    expectRefused(await importWith(frontEnd, fromElsewhere), 403, 'origin', 'not listed');
  });

  it('refuses a write of another Content-Type, or of none, with 415 naming it, and nothing changes', async () => {
    const app = await server.build();
    const cookie = await ownerWithATick(app);
    const before = await ownerData(app, cookie);
    // What a form or a no-cors fetch can send, even from the site's own origin.
    const bodies: Array<[string, Record<string, string>, string | undefined]> = [
      [
        'text/plain',
        { 'content-type': 'text/plain;charset=UTF-8' },
        '{"name":"Heavy cream","instock":false}',
      ],
      ['form', { 'content-type': 'application/x-www-form-urlencoded' }, 'name=Heavy+cream&instock=false'],
      ['multipart', { 'content-type': 'multipart/form-data; boundary=x' }, '--x--\r\n'],
      ['no body, no type', {}, undefined],
    ];
    for (const contract of writes) {
      if (contract === contracts.sendDwmEmail) continue;
      for (const [kind, headers, payload] of bodies) {
        const response = await app.inject({
          method: contract.method,
          url: urlOf(contract),
          headers: { cookie, ...headers },
          ...(payload === undefined ? {} : { payload }),
        });
        // Owner-only calls check the owner first; the owner is signed in here.
        expectRefused(response, 415, 'content-type', `${kind}: ${nameOf(contract)}`);
        expect(response.json().message).toContain('this call takes application/json');
      }
    }
    expect(await ownerData(app, cookie)).toEqual(before);
  });

  it('takes a JSON write with an empty body, and the dinner mail as HTML', async () => {
    const app = await server.build();
    const cookie = await signInAsOwner(app);
    for (const type of ['application/json', 'application/json; charset=utf-8', 'Application/JSON']) {
      const response = await app.inject({
        method: 'POST',
        url: '/apiRecipesImport/inventory',
        headers: { cookie, 'content-type': type },
      });
      expect(response.statusCode, type).toBe(200);
    }
    // A call with a body schema still needs its body.
    const empty = await app.inject({ method: 'POST', url: '/api/owner/session', headers: json });
    expect(empty.statusCode).toBe(400);
    // The owner may always mail the host (visitors only beside a third-party booking page, 089).
    const mail = await app.inject({
      method: 'POST',
      url: '/api-email/',
      headers: { cookie, 'content-type': 'text/html; charset=utf-8' },
      payload: '<p>A new dinner event was scheduled</p>',
    });
    expect(mail.statusCode, mail.body).toBe(200);
    const plain = await app.inject({
      method: 'POST',
      url: '/api-email/',
      headers: { 'content-type': 'text/plain' },
      payload: '<p>A form could send this</p>',
    });
    expectRefused(plain, 415, 'content-type', 'mail as text/plain');
    expect(plain.json().message).toBe(
      'content-type: this call takes text/html or application/json, not text/plain',
    );
  });
});
