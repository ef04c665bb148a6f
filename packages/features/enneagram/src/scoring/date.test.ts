import { describe, expect, it } from 'vitest';
import { displayTestDate, formatTestDate, isTestDate } from './date';

describe('formatTestDate', () => {
  it('writes yyyy/MM/dd with zero-padded month and day', () => {
    expect(formatTestDate(new Date(2024, 2, 5, 23, 59))).toBe('2024/03/05');
    expect(formatTestDate(new Date(2023, 11, 31))).toBe('2023/12/31');
  });
});

describe('isTestDate', () => {
  it('accepts real days in yyyy/MM/dd only', () => {
    expect(isTestDate('2024/02/29')).toBe(true);
    expect(isTestDate('2023/02/29')).toBe(false);
    expect(isTestDate('2024/13/01')).toBe(false);
    expect(isTestDate('2024-03-05')).toBe(false);
    expect(isTestDate('2024/3/5')).toBe(false);
  });
});

describe('displayTestDate', () => {
  it('keeps a stored yyyy/MM/dd date as it is', () => {
    expect(displayTestDate('2024/03/05')).toBe('2024/03/05');
  });

  it('converts other date forms to yyyy/MM/dd without shifting the day', () => {
    expect(displayTestDate('2024-03-05')).toBe('2024/03/05');
    expect(displayTestDate(new Date(2024, 2, 5, 12).toISOString())).toBe('2024/03/05');
  });

  it('shows text that is no date unchanged', () => {
    expect(displayTestDate('last spring')).toBe('last spring');
  });
});
