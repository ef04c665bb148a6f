import type { ReferenceCardTextField, ReferenceHighlights } from '@portfolio/contracts';

/** A run of a field's text, marked when it is a word the search matched. */
export interface TextSegment {
  text: string;
  marked: boolean;
}

// The server's notion of a word (decision 015): a run of letters and digits.
const wordPattern = /[\p{L}\p{N}]+/gu;

/** A word as the search compares it: accents folded, lower case (`Café` = `cafe`). */
export function foldWord(word: string): string {
  return word.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/**
 * Splits `text` into plain and marked runs, marking every whole word that is one of `words`
 * (compared folded). Marked words separated only by spaces join into one run, so a matched
 * phrase reads as one highlight.
 */
export function markTerms(text: string, words: readonly string[]): TextSegment[] {
  if (text === '') return [];
  const wanted = new Set(words.map(foldWord).filter((word) => word !== ''));
  if (wanted.size === 0) return [{ text, marked: false }];

  const segments: TextSegment[] = [];
  const push = (piece: string, marked: boolean) => {
    if (piece === '') return;
    const previous = segments.at(-1);
    if (previous && previous.marked === marked) previous.text += piece;
    else segments.push({ text: piece, marked });
  };

  let end = 0;
  for (const match of text.matchAll(wordPattern)) {
    if (!wanted.has(foldWord(match[0]))) continue;
    const gap = text.slice(end, match.index);
    const joinsPhrase = segments.at(-1)?.marked === true && /^\s+$/.test(gap);
    push(gap, joinsPhrase);
    push(match[0], true);
    end = match.index + match[0].length;
  }
  push(text.slice(end), false);
  return segments;
}

/**
 * The marker of one result card: for each field, the words the server says matched there
 * (`highlights` of the search answer). A listing without a search marks nothing.
 */
export function cardMarker(
  highlights: ReferenceHighlights | undefined,
): ((field: ReferenceCardTextField, text: string) => TextSegment[]) | undefined {
  if (!highlights) return undefined;
  return (field, text) => markTerms(text, highlights[field] ?? []);
}
