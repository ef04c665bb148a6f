/** How an album's rows are laid out: the column's width, the height a row aims at, the space between cells. */
export interface JustifyOptions {
  /** The column's inner width, in CSS pixels. */
  width: number;
  /** The height a row aims at; rows end up a little taller or shorter so that each fills the width. */
  targetHeight: number;
  /** Space between two cells of a row, in CSS pixels. */
  gap: number;
  /**
   * The last row fills the width too when that makes it at most this many times the target
   * height; otherwise it keeps the target height and stops short of the right edge. Default 1.3.
   */
  lastRowStretch?: number;
}

/** One row: pictures `start` (inclusive) to `end` (exclusive), all at `height`. */
export interface JustifiedRow {
  start: number;
  end: number;
  height: number;
  /** True when the row's cells and gaps add up to the whole width. */
  filled: boolean;
}

/** A width / height ratio the layout can use: anything unusable counts as a square. */
const usable = (ratio: number) => (Number.isFinite(ratio) && ratio > 0 ? ratio : 1);

/** The height at which pictures of these ratios, side by side with gaps, span `width` exactly. */
const fillingHeight = (ratioSum: number, count: number, { width, gap }: JustifyOptions) =>
  Math.max(0, width - gap * (count - 1)) / ratioSum;

/**
 * Splits pictures (given as width / height ratios, in album order) into rows that each fill the
 * column, every picture at its own shape and every picture in a row at the same height. A row takes
 * pictures until its height falls to the target; the last picture stays in it or starts the next
 * row, whichever leaves the row's height nearer the target (by ratio, so 10% taller and 10% shorter
 * weigh alike). A picture too wide for the column at the target height makes its row lower than the target.
 */
export function justifiedRows(ratios: readonly number[], options: JustifyOptions): JustifiedRow[] {
  const { targetHeight, lastRowStretch = 1.3 } = options;
  if (options.width <= 0 || targetHeight <= 0) return [];
  const rows: JustifiedRow[] = [];
  let start = 0;
  let ratioSum = 0;
  for (let index = 0; index < ratios.length; index++) {
    const ratio = usable(ratios[index] ?? 1);
    const count = index - start + 1;
    const height = fillingHeight(ratioSum + ratio, count, options);
    if (height > targetHeight) {
      ratioSum += ratio;
      continue;
    }
    const heightWithout = count > 1 ? fillingHeight(ratioSum, count - 1, options) : Infinity;
    if (targetHeight / height <= heightWithout / targetHeight) {
      rows.push({ start, end: index + 1, height, filled: true });
      start = index + 1;
      ratioSum = 0;
    } else {
      rows.push({ start, end: index, height: heightWithout, filled: true });
      start = index;
      ratioSum = ratio;
    }
  }
  if (start < ratios.length) {
    const height = fillingHeight(ratioSum, ratios.length - start, options);
    const fills = height <= targetHeight * lastRowStretch;
    rows.push({ start, end: ratios.length, height: fills ? height : targetHeight, filled: fills });
  }
  return rows;
}
