import { describe, expect, it } from 'vitest';
import { aroundTheCircle, pointAt } from './geometry';

describe('diagram geometry', () => {
  it('puts 9 at the top and 3 and 6 a third of the circle either side', () => {
    const at = (type: number) => pointAt(type, 100, 120);
    expect(at(9).x).toBeCloseTo(120);
    expect(at(9).y).toBeCloseTo(20);
    expect(at(3).x).toBeCloseTo(120 + 100 * Math.cos(Math.PI / 6));
    expect(at(6).x).toBeCloseTo(120 - 100 * Math.cos(Math.PI / 6));
    expect(at(3).y).toBeCloseTo(at(6).y);
  });

  it('places 1 to 8 clockwise, 40 degrees apart', () => {
    const one = pointAt(1, 100, 0);
    expect(Math.atan2(one.y, one.x)).toBeCloseTo(((-90 + 40) * Math.PI) / 180);
    expect(one.x).toBeGreaterThan(0);
  });

  it('orders a group around the circle, with 9 first, so its outline never crosses itself', () => {
    expect(aroundTheCircle([8, 9, 1])).toEqual([9, 1, 8]);
    expect(aroundTheCircle([5, 2, 7])).toEqual([2, 5, 7]);
  });
});
