/**
 * The items in a random order (Fisher–Yates), each order equally likely.
 * Returns a new array and leaves `items` untouched. `random` returns numbers in [0, 1).
 */
export function shuffle<T>(items: readonly T[], random: () => number = Math.random): T[] {
  const result = [...items];
  for (let i = result.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [result[i], result[j]] = [result[j] as T, result[i] as T];
  }
  return result;
}
