// Layout checks the gallery's stories share: what a visitor sees of an album's rows.
import { expect } from 'storybook/test';

/** The album's cells grouped by the line they stand on, top to bottom. */
export function cellRows(list: HTMLElement): HTMLElement[][] {
  const rows = new Map<number, HTMLElement[]>();
  for (const cell of list.querySelectorAll<HTMLElement>(':scope > li')) {
    const top = Math.round(cell.getBoundingClientRect().top);
    rows.set(top, [...(rows.get(top) ?? []), cell]);
  }
  return [...rows.entries()].sort(([a], [b]) => a - b).map(([, cells]) => cells);
}

/** The picture's box inside a cell (the frame that holds the image or its "could not load" note). */
const frameOf = (cell: HTMLElement) => cell.querySelector('a > div')?.getBoundingClientRect();

/**
 * Justified rows: every row but the last spans the list from edge to edge, the pictures of a row
 * share one height, and each picture's box has the picture's own shape (nothing cropped).
 */
export async function expectJustifiedRows(list: HTMLElement) {
  const box = list.getBoundingClientRect();
  const rows = cellRows(list);
  await expect(rows.length).toBeGreaterThan(1);
  for (const [index, cells] of rows.entries()) {
    const frames = cells.map(frameOf);
    const heights = frames.map((frame) => frame?.height ?? 0);
    await expect(Math.max(...heights) - Math.min(...heights)).toBeLessThan(1.5);
    await expect(Math.abs((frames[0]?.left ?? 0) - box.left)).toBeLessThan(1);
    if (index < rows.length - 1)
      await expect(Math.abs((frames.at(-1)?.right ?? 0) - box.right)).toBeLessThan(1);
    await expect(Math.max(...frames.map((frame) => frame?.right ?? 0))).toBeLessThanOrEqual(box.right + 0.5);
  }
  for (const image of list.querySelectorAll('img')) {
    const frame = image.parentElement?.getBoundingClientRect();
    const ratio = Number(image.getAttribute('width')) / Number(image.getAttribute('height'));
    await expect(Math.abs((frame?.width ?? 0) / (frame?.height ?? 1) - ratio)).toBeLessThan(0.05);
  }
}
