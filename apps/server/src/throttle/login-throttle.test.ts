import { describe, expect, it } from 'vitest';
import { MemoryCounterStore } from './counter-store';
import { type LoginLimits, LoginThrottle } from './login-throttle';

const limits: LoginLimits = {
  perAccountAndAddress: { attempts: 3, windowMs: 60_000 },
  perAccount: { freeAttempts: 5, windowMs: 300_000, spacingMs: 1500, maxWaitMs: 15_000 },
  knownAddressMs: 86_400_000,
};

function throttleAt(start = 1_000_000, maxKeys = 100) {
  const clock = { now: start };
  const counters = new MemoryCounterStore(maxKeys, () => clock.now);
  return { clock, throttle: new LoginThrottle(counters, 'test', limits, () => clock.now) };
}

describe('LoginThrottle', () => {
  it('refuses one address on one account after its attempts, until the window ends', async () => {
    const { clock, throttle } = throttleAt();
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect(await throttle.begin('marisol.v', '198.51.100.1')).toEqual({ refused: false, waitMs: 0 });
    }
    clock.now += 20_000;
    expect(await throttle.begin('marisol.v', '198.51.100.1')).toEqual({
      refused: true,
      retryAfterSeconds: 40,
    });
    // Another address, or another account from the same address, is not affected.
    expect((await throttle.begin('marisol.v', '192.0.2.1')).refused).toBe(false);
    expect((await throttle.begin('tobias_k', '198.51.100.1')).refused).toBe(false);

    clock.now += 40_000;
    expect((await throttle.begin('marisol.v', '198.51.100.1')).refused).toBe(false);
  });

  it('does not let a change of case buy fresh attempts', async () => {
    const { throttle } = throttleAt();
    for (const name of ['marisol.v', 'MARISOL.V', 'Marisol.V']) await throttle.begin(name, '198.51.100.1');
    expect((await throttle.begin('marisol.V', '198.51.100.1')).refused).toBe(true);
  });

  it('spaces attempts on one account from many addresses one turn apart, however many arrive at once', async () => {
    const { throttle } = throttleAt();
    const verdicts = await Promise.all(
      Array.from({ length: 12 }, (_, address) => throttle.begin('marisol.v', `10.0.0.${address}`)),
    );
    // Five free, then one every 1.5 s: the clock has not moved, so these are the waits.
    expect(verdicts.map((verdict) => (verdict.refused ? -1 : verdict.waitMs))).toEqual([
      0, 0, 0, 0, 0, 0, 1500, 3000, 4500, 6000, 7500, 9000,
    ]);
    // Another account is not slowed down.
    expect(await throttle.begin('tobias_k', '10.0.0.1')).toEqual({ refused: false, waitMs: 0 });
  });

  it('refuses with a time to retry once the queue is longer than its limit', async () => {
    const { clock, throttle } = throttleAt();
    for (let address = 0; address < 5 + 11; address += 1)
      await throttle.begin('marisol.v', `10.0.0.${address}`);
    expect(await throttle.begin('marisol.v', '10.0.1.1')).toEqual({ refused: true, retryAfterSeconds: 15 });
    clock.now += 300_000;
    expect(await throttle.begin('marisol.v', '10.0.1.1')).toEqual({ refused: false, waitMs: 0 });
  });

  it('lets an address that logged in before skip the queue, and forgets its failures', async () => {
    const { throttle } = throttleAt();
    await throttle.begin('marisol.v', '198.51.100.1');
    await throttle.begin('marisol.v', '198.51.100.1');
    await throttle.succeeded('marisol.v', '198.51.100.1');
    for (let address = 0; address < 16; address += 1) await throttle.begin('marisol.v', `10.0.0.${address}`);
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect(await throttle.begin('marisol.v', '198.51.100.1')).toEqual({ refused: false, waitMs: 0 });
    }
  });

  it('keeps at most the configured number of counters, dropping the least recently used', async () => {
    const { throttle } = throttleAt(1_000_000, 100);
    for (let attempt = 0; attempt < 3; attempt += 1) await throttle.begin('marisol.v', '198.51.100.1');
    expect((await throttle.begin('marisol.v', '198.51.100.1')).refused).toBe(true);
    // A spray of made-up names pushes the old counter out instead of growing memory.
    for (let index = 0; index < 100; index += 1) await throttle.begin(`sprayed.${index}`, '203.0.113.9');
    expect((await throttle.begin('marisol.v', '198.51.100.1')).refused).toBe(false);
  });
});
