import { describe, expect, it } from 'vitest';
import { CountsAhead } from './counts-ahead';

describe('CountsAhead', () => {
  const key = 'rate-limit\nglobal\n198.51.100.7';

  it('waits in a window it has not heard of, and again once the heard window has ended', () => {
    let now = 1_000;
    const counts = new CountsAhead(20, () => now);
    expect(counts.goAhead(key)).toBe(false);
    counts.sent(key);
    counts.answered(key, { count: 1, endsAt: 61_000 }, false);
    expect(counts.goAhead(key)).toBe(true);
    counts.answered(key, { count: 2, endsAt: 61_000 }, true);
    now = 61_000;
    expect(counts.goAhead(key)).toBe(false);
  });

  it('never goes ahead while a request of the address waits for its count, nor past a twentieth of the limit unanswered', () => {
    const counts = new CountsAhead(60, () => 1_000);
    counts.sent(key);
    counts.answered(key, { count: 1, endsAt: 61_000 }, false);
    counts.sent(key);
    expect(counts.goAhead(key)).toBe(false);
    counts.answered(key, { count: 2, endsAt: 61_000 }, false);
    expect([1, 2, 3, 4].map(() => counts.goAhead(key))).toEqual([true, true, true, false]);
    counts.answered(key, { count: 3, endsAt: 61_000 }, true);
    // A count the store could not take is no longer on its way either.
    counts.failed(key, true);
    expect([1, 2, 3].map(() => counts.goAhead(key))).toEqual([true, true, false]);
  });

  it('never goes ahead under a limit below 20, and takes a newer window over an older one', () => {
    for (const max of [1, 4, 10, 19]) {
      const small = new CountsAhead(max, () => 1_000);
      small.answered(key, { count: 0, endsAt: 61_000 }, false);
      expect(small.goAhead(key), `limit ${max}`).toBe(false);
    }

    const counts = new CountsAhead(20, () => 70_000);
    counts.answered(key, { count: 19, endsAt: 61_000 }, false);
    counts.answered(key, { count: 1, endsAt: 130_000 }, false);
    expect(counts.goAhead(key)).toBe(true);
  });
});
