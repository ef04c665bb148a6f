import { describe, expect, it } from 'vitest';
import { CountsAhead } from './counts-ahead';

describe('CountsAhead', () => {
  const key = 'rate-limit\nglobal\n198.51.100.7';

  it('waits in a window it has not heard of, and again once the heard window has ended', () => {
    let now = 1_000;
    const counts = new CountsAhead(10, () => now);
    expect(counts.goAhead(key)).toBe(false);
    counts.answered(key, { count: 1, endsAt: 61_000 }, false);
    expect(counts.goAhead(key)).toBe(true);
    now = 61_000;
    expect(counts.goAhead(key)).toBe(false);
  });

  it('counts a failed count as no longer in flight, so the address may go ahead again', () => {
    const counts = new CountsAhead(6, () => 1_000);
    counts.answered(key, { count: 1, endsAt: 61_000 }, false);
    expect(counts.goAhead(key)).toBe(true);
    expect(counts.goAhead(key)).toBe(true);
    // 1 heard + 2 in flight: a third would pass half of 6.
    expect(counts.goAhead(key)).toBe(false);
    counts.failed(key);
    expect(counts.goAhead(key)).toBe(true);
  });

  it('never goes ahead under a limit of 1, and takes a newer window over an older one', () => {
    const tight = new CountsAhead(1, () => 1_000);
    tight.answered(key, { count: 0, endsAt: 61_000 }, false);
    expect(tight.goAhead(key)).toBe(false);

    const counts = new CountsAhead(10, () => 70_000);
    counts.answered(key, { count: 9, endsAt: 61_000 }, false);
    counts.answered(key, { count: 1, endsAt: 130_000 }, false);
    expect(counts.goAhead(key)).toBe(true);
  });
});
