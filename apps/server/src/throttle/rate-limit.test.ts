import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { registerErrorHandling } from '../errors';
import { type CounterStore, MemoryCounterStore } from './counter-store';
import { addressKey, registerRateLimits } from './rate-limit';

const home = '198.51.100.7';

/**
 * A small server: two routes under the global limit of 3 a minute, one with its own 2 a minute,
 * two media routes under the media limit of 5 a minute, a site file that is not counted.
 */
async function limitedApp(
  counters: CounterStore = new MemoryCounterStore(),
  max = 3,
): Promise<FastifyInstance> {
  const app = Fastify();
  registerErrorHandling(app);
  registerRateLimits(app, { counters, max, mediaMax: 5, timeWindow: '1 minute' });
  app.get('/api/a', async () => ({ route: 'a' }));
  app.get('/api/b', async () => ({ route: 'b' }));
  app.get('/media/photo.jpg', { config: { rateLimit: 'media' } }, async () => 'photo');
  app.get('/images/song.mp3', { config: { rateLimit: 'media' } }, async () => 'song');
  app.get('/assets/app.js', { config: { rateLimit: false } }, async () => 'code');
  app.post('/api/sign-in', { config: { rateLimit: { max: 2, timeWindow: 60_000 } } }, async () => ({
    ok: true,
  }));
  app.get('/api/unlimited', { config: { rateLimit: false } }, async () => ({ ok: true }));
  app.get('/api/gone', async (_request, reply) => reply.callNotFound());
  app.setNotFoundHandler({ preHandler: app.globalRateLimit }, async (_request, reply) =>
    reply.code(404).send({ message: 'Not found' }),
  );
  await app.ready();
  return app;
}

const get = (app: FastifyInstance, url: string, remoteAddress = home) => app.inject({ url, remoteAddress });

/**
 * A shared store like a busy database: it counts at once, but each answer waits until the test
 * lets the answers go.
 */
function heldStore() {
  const memory = new MemoryCounterStore();
  const waiting: (() => void)[] = [];
  const store: CounterStore = {
    increment: (key, windowMs) => {
      const window = memory.incrementNow(key, windowMs);
      return new Promise((resolve) => waiting.push(() => resolve(window)));
    },
    read: (key) => memory.read(key),
    clear: (key) => memory.clear(key),
    takeTurn: (key, spacingMs, maxWaitMs) => memory.takeTurn(key, spacingMs, maxWaitMs),
  };
  return {
    store,
    waiting: () => waiting.length,
    answer: () => {
      for (const answer of waiting.splice(0)) answer();
    },
  };
}

/** The status of an answer that came within 50 ms, or 'waiting'. */
async function statusSoon(answer: Promise<{ statusCode: number }>): Promise<number | 'waiting'> {
  const late = new Promise<'waiting'>((resolve) => setTimeout(() => resolve('waiting'), 50));
  return Promise.race([answer.then((response) => response.statusCode), late]);
}

describe('rate limits', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.parse('2026-03-01T12:00:00.000Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('count an address across routes and refuse it past the limit with 429 and its counts', async () => {
    const app = await limitedApp();
    expect((await get(app, '/api/a')).statusCode).toBe(200);
    expect((await get(app, '/api/b')).statusCode).toBe(200);
    const third = await get(app, '/api/a');
    expect(third.statusCode).toBe(200);
    // Answers within the limit carry no counts (decision 071).
    expect(third.headers['x-ratelimit-remaining']).toBeUndefined();
    const refused = await get(app, '/api/b');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      message: 'Rate limit exceeded, retry in 1 minute',
      status: 429,
      error: 'Too Many Requests',
    });
    expect(refused.headers).toMatchObject({
      'x-ratelimit-limit': '3',
      'x-ratelimit-remaining': '0',
      'x-ratelimit-reset': '60',
      'retry-after': '60',
    });
    // Another address has its own count.
    expect((await get(app, '/api/a', '192.0.2.1')).statusCode).toBe(200);
  });

  it('say how long is left of the window, and allow the address again once it ends', async () => {
    const app = await limitedApp();
    for (let i = 0; i < 3; i += 1) await get(app, '/api/a');
    vi.setSystemTime(Date.now() + 45_000);
    const refused = await get(app, '/api/a');
    expect(refused.headers['retry-after']).toBe('15');
    expect(refused.json().message).toBe('Rate limit exceeded, retry in 15 seconds');
    vi.setSystemTime(Date.now() + 15_000);
    expect((await get(app, '/api/a')).statusCode).toBe(200);
  });

  it('give a route with its own limit a count of its own', async () => {
    const app = await limitedApp();
    const signIn = () => app.inject({ method: 'POST', url: '/api/sign-in', remoteAddress: home });
    expect((await signIn()).statusCode).toBe(200);
    expect((await signIn()).statusCode).toBe(200);
    const refused = await signIn();
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['x-ratelimit-limit']).toBe('2');
    // The sign-ins did not use up the global count, nor the other way round.
    for (let i = 0; i < 3; i += 1) expect((await get(app, '/api/a')).statusCode).toBe(200);
    expect((await get(app, '/api/a')).statusCode).toBe(429);
  });

  it('count HEAD requests with the GET route they share', async () => {
    const app = await limitedApp();
    expect((await app.inject({ method: 'HEAD', url: '/api/a', remoteAddress: home })).statusCode).toBe(200);
    expect((await get(app, '/api/a')).statusCode).toBe(200);
    expect((await app.inject({ method: 'HEAD', url: '/api/a', remoteAddress: home })).statusCode).toBe(200);
    expect((await get(app, '/api/a')).statusCode).toBe(429);
  });

  it('limit addresses no route answers, counting each request once', async () => {
    const app = await limitedApp();
    // A route that hands over to the not-found handler passes two limit hooks: one count.
    expect((await get(app, '/api/gone')).statusCode).toBe(404);
    expect((await get(app, '/api/nope')).statusCode).toBe(404);
    expect((await get(app, '/api/gone')).statusCode).toBe(404);
    expect((await get(app, '/api/nope')).statusCode).toBe(429);
  });

  it('count media under a limit of their own, shared by every media route', async () => {
    const app = await limitedApp();
    for (let i = 0; i < 5; i += 1) {
      expect((await get(app, i % 2 ? '/media/photo.jpg' : '/images/song.mp3')).statusCode).toBe(200);
    }
    const refused = await get(app, '/media/photo.jpg');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['x-ratelimit-limit']).toBe('5');
    expect((await get(app, '/images/song.mp3')).statusCode).toBe(429);
    // The pictures used none of the API's allowance, and the API uses none of theirs.
    for (let i = 0; i < 3; i += 1) expect((await get(app, '/api/a')).statusCode).toBe(200);
    expect((await get(app, '/api/a')).statusCode).toBe(429);
    expect((await get(app, '/media/photo.jpg', '192.0.2.1')).statusCode).toBe(200);
  });

  it("never count the site's own files", async () => {
    const app = await limitedApp();
    for (let i = 0; i < 50; i += 1) expect((await get(app, '/assets/app.js')).statusCode).toBe(200);
    expect((await get(app, '/api/a')).statusCode).toBe(200);
  });

  it('leave a route that opts out unlimited', async () => {
    const app = await limitedApp();
    for (let i = 0; i < 5; i += 1) expect((await get(app, '/api/unlimited')).statusCode).toBe(200);
    expect((await get(app, '/api/a')).statusCode).toBe(200);
  });

  it('count a whole IPv6 /64 as one address, and an IPv4-mapped address as its IPv4 form', async () => {
    const app = await limitedApp();
    for (const address of ['2001:db8:1:2::1', '2001:db8:1:2:a:b:c:d', '2001:db8:1:2:ffff:ffff:ffff:ffff']) {
      expect((await get(app, '/api/a', address)).statusCode).toBe(200);
    }
    expect((await get(app, '/api/a', '2001:db8:1:2::99')).statusCode).toBe(429);
    expect((await get(app, '/api/a', '2001:db8:1:3::1')).statusCode).toBe(200);

    for (let i = 0; i < 3; i += 1) await get(app, '/api/b', '203.0.113.5');
    expect((await get(app, '/api/b', '::ffff:203.0.113.5')).statusCode).toBe(429);
  });

  it('work the same on a store that answers with promises (one shared by several servers)', async () => {
    const memory = new MemoryCounterStore();
    const shared: CounterStore = {
      increment: (key, windowMs) => memory.increment(key, windowMs),
      read: (key) => memory.read(key),
      clear: (key) => memory.clear(key),
      takeTurn: (key, spacingMs, maxWaitMs) => memory.takeTurn(key, spacingMs, maxWaitMs),
    };
    const app = await limitedApp(shared);
    for (let i = 0; i < 3; i += 1) expect((await get(app, '/api/a')).statusCode).toBe(200);
    const refused = await get(app, '/api/a');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('60');
  });

  it("answer before a shared store's count comes back while far from the limit, and wait near it", async () => {
    const held = heldStore();
    const app = await limitedApp(held.store, 60);
    /** Sends one request, lets the store answer, and gives the answer's status. */
    const counted = async () => {
      const answer = get(app, '/api/a');
      await statusSoon(answer);
      held.answer();
      const { statusCode } = await answer;
      await new Promise((resolve) => setImmediate(resolve));
      return statusCode;
    };
    // An address this server has not heard of waits for its first count.
    const first = get(app, '/api/a');
    expect(await statusSoon(first)).toBe('waiting');
    held.answer();
    expect((await first).statusCode).toBe(200);
    // Counts 2 to 4 are far from the limit of 60: answered while the store has not answered.
    for (let i = 2; i <= 4; i += 1) expect(await statusSoon(get(app, '/api/a'))).toBe(200);
    expect(held.waiting()).toBe(3);
    // Three unanswered (a twentieth of the limit) is as many as go ahead at once: the fifth waits.
    const fifth = get(app, '/api/a');
    expect(await statusSoon(fifth)).toBe('waiting');
    held.answer();
    expect((await fifth).statusCode).toBe(200);
    await new Promise((resolve) => setImmediate(resolve));
    for (let i = 6; i <= 30; i += 1) expect(await counted()).toBe(200);
    // The 31st would pass half the limit: it waits for its own count.
    const past = get(app, '/api/a');
    expect(await statusSoon(past)).toBe('waiting');
    held.answer();
    expect((await past).statusCode).toBe(200);
    // From here each request is decided on the store's count, and the 61st is refused.
    const statuses = [];
    for (let i = 32; i <= 61; i += 1) statuses.push(await counted());
    expect(statuses).toEqual([...Array(29).fill(200), 429]);
  });

  it("learn another server's counts from the shared store's answers and wait once they near the limit", async () => {
    const held = heldStore();
    const [app, other] = [await limitedApp(held.store, 20), await limitedApp(held.store, 20)];
    const first = get(app, '/api/a');
    await statusSoon(first);
    held.answer();
    await first;
    // Another server counts nine more of the address's requests: 10 of 20.
    for (let i = 0; i < 9; i += 1) {
      const elsewhere = get(other, '/api/a');
      await statusSoon(elsewhere);
      held.answer();
      await elsewhere;
    }
    // This server still thinks 1: it answers ahead, and the store's answer tells it 11.
    expect(await statusSoon(get(app, '/api/a'))).toBe(200);
    held.answer();
    await new Promise((resolve) => setImmediate(resolve));
    const next = get(app, '/api/a');
    expect(await statusSoon(next)).toBe('waiting');
    held.answer();
    expect((await next).statusCode).toBe(200);
  });

  it('let a request through when its store cannot count (the database is unreachable)', async () => {
    const failing: CounterStore = {
      increment: () => Promise.reject(new Error('connection refused')),
      read: () => Promise.reject(new Error('connection refused')),
      clear: () => Promise.reject(new Error('connection refused')),
      takeTurn: () => Promise.reject(new Error('connection refused')),
    };
    const app = await limitedApp(failing);
    for (let i = 0; i < 5; i += 1) {
      const answer = await get(app, '/api/a');
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual({ route: 'a' });
    }
  });

  it('refuse a limit that is not one when the route is registered', async () => {
    const app = Fastify();
    expect(() =>
      registerRateLimits(app, {
        counters: new MemoryCounterStore(),
        max: 10,
        mediaMax: 10,
        timeWindow: 'soon',
      }),
    ).toThrow(/not a time window/);
    const other = Fastify();
    registerRateLimits(other, {
      counters: new MemoryCounterStore(),
      max: 10,
      mediaMax: 10,
      timeWindow: '1 minute',
    });
    expect(() =>
      other.get('/x', { config: { rateLimit: { max: -1, timeWindow: '1 minute' } } }, async () => ({})),
    ).toThrow(/not a request count/);
  });
});

describe('addressKey', () => {
  it('keeps IPv4 addresses, maps IPv4-mapped ones and cuts IPv6 ones to their /64', () => {
    expect(addressKey('203.0.113.5')).toBe('203.0.113.5');
    expect(addressKey('::ffff:203.0.113.5')).toBe('203.0.113.5');
    expect(addressKey('2001:DB8:1:2:a:b:c:d')).toBe('2001:db8:1:2::');
    expect(addressKey('2001:db8:1:2::1')).toBe(addressKey('2001:db8:1:2:ffff::'));
    expect(addressKey('::1')).toBe('::');
  });
});
