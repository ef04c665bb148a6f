/**
 * The word for a count: "word" for exactly one, "words" otherwise (zero included). English
 * plurals the site needs: the plural is the word with an "s" unless it is given.
 */
export function pluralWord(count: number, one: string, many = `${one}s`): string {
  return count === 1 ? one : many;
}

/** A count and its word: "1 file", "3 files", "0 videos", "2 categories" (plural given). */
export function plural(count: number, one: string, many = `${one}s`): string {
  return `${count} ${pluralWord(count, one, many)}`;
}
