import { referencePageSize } from '@portfolio/contracts';

/** Where the block on screen sits among all the records a search found. */
export interface RecordBlock {
  total: number;
  /** 1-based number of the block's first record; 0 when there are none. */
  first: number;
  /** 1-based number of the block's last record; 0 when there are none. */
  last: number;
  /** Start of the block before, or null on the first block. */
  previousFrom: number | null;
  /** Start of the block after, or null on the last block. */
  nextFrom: number | null;
}

/** The block of `size` records starting at record `from` (0-based) of `total`. */
export function recordBlock(total: number, from: number, size: number = referencePageSize): RecordBlock {
  if (total <= 0) return { total: 0, first: 0, last: 0, previousFrom: null, nextFrom: null };
  const start = Math.min(Math.max(0, from), lastBlockStart(total, size));
  return {
    total,
    first: start + 1,
    last: Math.min(start + size, total),
    previousFrom: start > 0 ? Math.max(0, start - size) : null,
    nextFrom: start + size < total ? start + size : null,
  };
}

/** The start of the last block (0 when there are no records). */
export function lastBlockStart(total: number, size: number = referencePageSize): number {
  if (total <= 0) return 0;
  return Math.floor((total - 1) / size) * size;
}

/**
 * Whether a block start lies past the records, as an old or edited address can ask for: the page
 * then moves to the last block instead of showing an empty one.
 */
export function isPastTheEnd(total: number, from: number): boolean {
  return total > 0 && from >= total;
}
