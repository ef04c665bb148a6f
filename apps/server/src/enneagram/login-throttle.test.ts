import { describe, expect, it } from 'vitest';
import { type LoginLimits, LoginThrottle } from './login-throttle';

const limits: LoginLimits = {
  perAccountAndAddress: { attempts: 3, windowMs: 60_000 },
  perAccount: { attempts: 5, windowMs: 300_000, delayMs: 1500 },
  maxTrackedKeys: 100,
};

function throttleAt(start = 1_000_000) {
  const clock = { now: start };
  return { clock, throttle: new LoginThrottle(limits, () => clock.now) };
}

describe('LoginThrottle', () => {
  it('refuses one address on one account after its attempts, until the window ends', () => {
    const { clock, throttle } = throttleAt();
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect(throttle.begin('marisol.v', '198.51.100.1')).toEqual({ refused: false, delayMs: 0 });
    }
    clock.now += 20_000;
    expect(throttle.begin('marisol.v', '198.51.100.1')).toEqual({ refused: true, retryAfterSeconds: 40 });
    // Another address, or another account from the same address, is not affected.
    expect(throttle.begin('marisol.v', '192.0.2.1').refused).toBe(false);
    expect(throttle.begin('tobias_k', '198.51.100.1').refused).toBe(false);

    clock.now += 40_000;
    expect(throttle.begin('marisol.v', '198.51.100.1').refused).toBe(false);
  });

  it('does not let a change of case buy fresh attempts', () => {
    const { throttle } = throttleAt();
    for (const name of ['marisol.v', 'MARISOL.V', 'Marisol.V']) throttle.begin(name, '198.51.100.1');
    expect(throttle.begin('marisol.V', '198.51.100.1').refused).toBe(true);
  });

  it('forgets an address’s attempts on an account after a successful login', () => {
    const { throttle } = throttleAt();
    throttle.begin('marisol.v', '198.51.100.1');
    throttle.begin('marisol.v', '198.51.100.1');
    throttle.succeeded('marisol.v', '198.51.100.1');
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect(throttle.begin('marisol.v', '198.51.100.1').refused).toBe(false);
    }
  });

  it('delays, never refuses, an account tried from many addresses, until its window ends', () => {
    const { clock, throttle } = throttleAt();
    for (let address = 0; address < 5; address += 1) {
      expect(throttle.begin('marisol.v', `10.0.0.${address}`)).toEqual({ refused: false, delayMs: 0 });
    }
    for (let address = 5; address < 50; address += 1) {
      expect(throttle.begin('marisol.v', `10.0.0.${address}`)).toEqual({ refused: false, delayMs: 1500 });
    }
    expect(throttle.begin('tobias_k', '10.0.0.1')).toEqual({ refused: false, delayMs: 0 });
    clock.now += 300_000;
    expect(throttle.begin('marisol.v', '10.0.1.1')).toEqual({ refused: false, delayMs: 0 });
  });

  it('keeps at most the configured number of counters, dropping the least recently used', () => {
    const { throttle } = throttleAt();
    for (let attempt = 0; attempt < 3; attempt += 1) throttle.begin('marisol.v', '198.51.100.1');
    expect(throttle.begin('marisol.v', '198.51.100.1').refused).toBe(true);
    // A spray of made-up names pushes the old counter out instead of growing memory.
    for (let index = 0; index < 100; index += 1) throttle.begin(`sprayed.${index}`, '203.0.113.9');
    expect(throttle.begin('marisol.v', '198.51.100.1').refused).toBe(false);
  });
});
