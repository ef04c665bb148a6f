import { describe, expect, it } from 'vitest';
import { type JustifiedRow, justifiedRows } from './justifiedRows';

const options = { width: 1000, targetHeight: 200, gap: 10 };

/** The width a row's cells and gaps take at the row's height. */
const rowWidth = (ratios: number[], row: JustifiedRow, gap: number) =>
  ratios.slice(row.start, row.end).reduce((sum, ratio) => sum + ratio * row.height, 0) +
  gap * (row.end - row.start - 1);

describe('justifiedRows', () => {
  it('fills every row but the last to the exact width, every picture in its own shape', () => {
    const ratios = [1.5, 2 / 3, 1, 16 / 9, 4 / 3, 4 / 3, 2 / 3, 1.5, 2 / 3, 1, 16 / 9, 4 / 3];
    const rows = justifiedRows(ratios, options);
    // Every picture once, in album order.
    expect(rows[0]?.start).toBe(0);
    rows.slice(1).forEach((row, index) => expect(row.start).toBe(rows[index]?.end));
    expect(rows.at(-1)?.end).toBe(ratios.length);
    expect(rows.length).toBeGreaterThan(2);
    for (const row of rows.slice(0, -1)) {
      expect(row.filled).toBe(true);
      expect(rowWidth(ratios, row, 10)).toBeCloseTo(1000, 6);
      // Near the target: never more than a picture's worth away.
      expect(row.height).toBeGreaterThan(140);
      expect(row.height).toBeLessThan(280);
    }
  });

  it('puts a landscape and a portrait side by side at one height, with no hole', () => {
    const rows = justifiedRows([1.5, 2 / 3], { width: 390, targetHeight: 180, gap: 8 });
    expect(rows).toHaveLength(1);
    const [row] = rows;
    expect(row?.filled).toBe(true);
    // 382 px of pictures shared at one height: 1.5h + 0.667h = 382.
    expect(row?.height).toBeCloseTo(382 / (1.5 + 2 / 3), 6);
  });

  it('leaves a short last row at the target height instead of blowing it up', () => {
    // Three landscapes fill a 217.8 px row; the square left over would need a 1000 px one.
    const rows = justifiedRows([1.5, 1.5, 1.5, 1], options);
    expect(rows).toEqual([
      { start: 0, end: 3, height: 980 / 4.5, filled: true },
      { start: 3, end: 4, height: 200, filled: false },
    ]);
  });

  it('fills a last row that needs only a little stretch', () => {
    // Three squares on 640 px at 200 px target: 206.7 px high fills it.
    const rows = justifiedRows([1, 1, 1], { width: 640, targetHeight: 200, gap: 10 });
    expect(rows).toEqual([{ start: 0, end: 3, height: 620 / 3, filled: true }]);
  });

  it('keeps the next picture for the next row when that leaves the row nearer the target', () => {
    // Two squares make a 495 px row; a third would make 326.7 px, further from 420: two it is.
    const rows = justifiedRows([1, 1, 1, 1], { width: 1000, targetHeight: 420, gap: 10 });
    expect(rows.map((row) => [row.start, row.end])).toEqual([
      [0, 2],
      [2, 4],
    ]);
    expect(rows[0]?.height).toBeCloseTo(495, 6);
  });

  it('lowers the row of a panorama too wide for the column at the target height', () => {
    expect(justifiedRows([8], options)).toEqual([{ start: 0, end: 1, height: 125, filled: true }]);
  });

  it('has no rows for no pictures or no width, and takes a broken size as a square', () => {
    expect(justifiedRows([], options)).toEqual([]);
    expect(justifiedRows([1, 1], { ...options, width: 0 })).toEqual([]);
    const rows = justifiedRows([Number.NaN, 0, 1], { width: 620, targetHeight: 200, gap: 10 });
    expect(rows).toEqual([{ start: 0, end: 3, height: 200, filled: true }]);
  });
});
