import { describe, expect, it } from 'vitest';
import { clockText, dayText, weekRangeText } from './format';

describe('Deep Work texts', () => {
  it('show a running block as minutes and seconds', () => {
    expect(clockText(0)).toBe('00:00');
    expect(clockText(754.6)).toBe('12:34');
    expect(clockText(1800)).toBe('30:00');
  });

  it('name a day without shifting it by time zone', () => {
    expect(dayText('2026-03-10')).toBe('Tuesday 10 March');
    expect(dayText('2026-03-15', { weekday: 'short' })).toBe('Sun');
  });

  it('name a week by its first and last day, the month and year said once where they are shared', () => {
    expect(weekRangeText('2026-03-09')).toBe('9–15 March 2026');
    expect(weekRangeText('2026-03-30')).toBe('30 March – 5 April 2026');
    expect(weekRangeText('2025-12-29')).toBe('29 December 2025 – 4 January 2026');
  });
});
