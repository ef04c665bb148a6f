import { describe, expect, it } from 'vitest';
import { comparatorChartAxis, resultChartAxis } from './chart-axis';

const counts = (...values: number[]) => values.map((count) => ({ count }));

describe('resultChartAxis', () => {
  it('reaches at least 1 when nothing was counted', () => {
    expect(resultChartAxis(counts(0, 0, 0))).toEqual({ maximum: 1, ticks: [0, 1] });
  });

  it('covers the top score with about six whole-number ticks', () => {
    expect(resultChartAxis(counts(3, 17, 9))).toEqual({ maximum: 20, ticks: [0, 5, 10, 15, 20] });
    expect(resultChartAxis(counts(25))).toEqual({ maximum: 25, ticks: [0, 5, 10, 15, 20, 25] });
    expect(resultChartAxis(counts(6))).toEqual({ maximum: 6, ticks: [0, 1, 2, 3, 4, 5, 6] });
    expect(resultChartAxis(counts(32))).toEqual({ maximum: 40, ticks: [0, 10, 20, 30, 40] });
  });

  it('never draws fewer than two or more than seven ticks for any possible score', () => {
    for (let top = 0; top <= 32; top += 1) {
      const axis = resultChartAxis(counts(top));
      expect(axis.maximum).toBeGreaterThanOrEqual(Math.max(1, top));
      expect(axis.ticks.length).toBeGreaterThanOrEqual(2);
      expect(axis.ticks.length).toBeLessThanOrEqual(7);
      expect(axis.ticks.at(-1)).toBe(axis.maximum);
    }
  });
});

describe('comparatorChartAxis', () => {
  it('is fixed at 35', () => {
    expect(comparatorChartAxis()).toEqual({ maximum: 35, ticks: [0, 5, 10, 15, 20, 25, 30, 35] });
  });
});
