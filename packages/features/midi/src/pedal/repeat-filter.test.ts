import { describe, expect, it } from 'vitest';
import { createRepeatFilter, REPEAT_WINDOW_MS } from './repeat-filter';

describe('the repeat filter', () => {
  it('lets one turn through for a burst of messages closer than 300 ms', () => {
    const allow = createRepeatFilter();
    expect(REPEAT_WINDOW_MS).toBe(300);
    expect([0, 40, 120, 299, 500].map((time) => allow('forward', 1000 + time))).toEqual([
      true,
      false,
      false,
      false,
      false,
    ]);
    // 300 ms of quiet after the last message: the next one turns again.
    expect(allow('forward', 1800)).toBe(true);
  });

  it('keeps the two directions apart', () => {
    const allow = createRepeatFilter();
    expect(allow('forward', 0)).toBe(true);
    expect(allow('back', 50)).toBe(true);
    expect(allow('back', 100)).toBe(false);
    expect(allow('forward', 320)).toBe(true);
  });
});
