import { describe, expect, it } from 'vitest';
import { shuffle } from './shuffle';

/** A small seeded generator (mulberry32), so the statistics below are the same on every run. */
function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Shuffle = (items: readonly number[], random: () => number) => number[];

/** The common mistake: swapping each position with any position gives n^n paths to n! orders. */
const swapWithAnyIndex: Shuffle = (items, random) => {
  const result = [...items];
  for (let i = 0; i < result.length; i += 1) {
    const j = Math.floor(random() * result.length);
    [result[i], result[j]] = [result[j] as number, result[i] as number];
  }
  return result;
};

/** The other common mistake: sorting with a random comparator. */
const sortByCoinFlip: Shuffle = (items, random) => [...items].sort(() => random() - 0.5);

const shuffles = 60_000;
const orderings = 24; // 4!
/** Chi-square critical value for 23 degrees of freedom at p = 0.001. */
const criticalValue = 49.73;

/** Pearson's chi-square of how often each ordering of [0, 1, 2, 3] came out, against uniform. */
function chiSquareOfOrderings(shuffleWith: Shuffle, seed: number): { statistic: number; seen: number } {
  const random = mulberry32(seed);
  const counts = new Map<string, number>();
  for (let run = 0; run < shuffles; run += 1) {
    const key = shuffleWith([0, 1, 2, 3], random).join('');
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const expected = shuffles / orderings;
  let statistic = 0;
  for (const count of counts.values()) statistic += (count - expected) ** 2 / expected;
  // Orderings that never came out count too.
  statistic += (orderings - counts.size) * expected;
  return { statistic, seen: counts.size };
}

const sorted = (values: readonly number[]) => [...values].sort((a, b) => a - b);

describe('shuffle', () => {
  it('returns a permutation of the items for every size, including 0 and 1', () => {
    const random = mulberry32(7);
    for (let size = 0; size <= 40; size += 1) {
      const items = Array.from({ length: size }, (_, index) => (index * 37) % 11);
      const result = shuffle(items, random);
      expect(result).toHaveLength(size);
      expect(sorted(result)).toEqual(sorted(items));
    }
  });

  it('returns a new array and leaves the input untouched', () => {
    const items = Object.freeze(['Bach', 'Chopin', 'Debussy', 'Satie']);
    const result = shuffle(items, mulberry32(1));
    expect(result).not.toBe(items);
    expect(items).toEqual(['Bach', 'Chopin', 'Debussy', 'Satie']);
    expect(shuffle([], mulberry32(1))).toEqual([]);
    expect(shuffle(['only'], mulberry32(1))).toEqual(['only']);
  });

  it('actually reorders: some shuffle of ten items differs from the input', () => {
    const items = Array.from({ length: 10 }, (_, index) => index);
    const random = mulberry32(3);
    const orders = new Set(Array.from({ length: 20 }, () => shuffle(items, random).join(',')));
    expect(orders.size).toBeGreaterThan(1);
  });

  it('makes every ordering equally likely (chi-square over 60,000 shuffles of 4 items, p = 0.001)', () => {
    const { statistic, seen } = chiSquareOfOrderings(shuffle, 20241206);
    expect(seen).toBe(orderings);
    expect(statistic).toBeLessThan(criticalValue);
  });

  it('has a check that can fail: biased shuffles are rejected by it', () => {
    expect(chiSquareOfOrderings(swapWithAnyIndex, 20241206).statistic).toBeGreaterThan(criticalValue);
    expect(chiSquareOfOrderings(sortByCoinFlip, 20241206).statistic).toBeGreaterThan(criticalValue);
  });
});
