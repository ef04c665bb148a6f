import { describe, expect, it } from 'vitest';
import { cardMarker, foldWord, markTerms } from './mark-terms';

const marked = (text: string, words: string[]) =>
  markTerms(text, words)
    .filter((segment) => segment.marked)
    .map((segment) => segment.text);

describe('markTerms', () => {
  it('marks whole words whatever their case, and keeps every character of the text', () => {
    const segments = markTerms('Memory and the memorable: MEMORY.', ['memory']);
    expect(segments).toEqual([
      { text: 'Memory', marked: true },
      { text: ' and the memorable: ', marked: false },
      { text: 'MEMORY', marked: true },
      { text: '.', marked: false },
    ]);
    expect(segments.map((segment) => segment.text).join('')).toBe('Memory and the memorable: MEMORY.');
  });

  it('never marks a word inside a longer word', () => {
    expect(marked('runner running run', ['run'])).toEqual(['run']);
  });

  it('marks the forms the server reports, such as stemmed ones', () => {
    expect(marked('Running studies of runners', ['running', 'studies'])).toEqual(['Running studies']);
  });

  it('joins marked words separated only by spaces into one run, so a phrase reads as one', () => {
    expect(marked('A Mathematical Theory of Communication', ['theory', 'of', 'communication'])).toEqual([
      'Theory of Communication',
    ]);
    // Punctuation between two words keeps them apart.
    expect(marked('information, theory', ['information', 'theory'])).toEqual(['information', 'theory']);
  });

  it('compares with accents folded, as the search does', () => {
    expect(marked('Le café de Gödel', ['cafe', 'godel'])).toEqual(['café', 'Gödel']);
    expect(foldWord('Éminence')).toBe('eminence');
  });

  it('leaves the text unmarked when there are no words', () => {
    expect(markTerms('Plain title', [])).toEqual([{ text: 'Plain title', marked: false }]);
    expect(markTerms('Plain title', ['', '  '.trim()])).toEqual([{ text: 'Plain title', marked: false }]);
    expect(markTerms('', ['word'])).toEqual([]);
  });

  it('marks words of other scripts and numbers', () => {
    expect(marked('Die Entropie 1948 und 1949', ['1948', 'entropie'])).toEqual(['Entropie 1948']);
  });
});

describe('cardMarker', () => {
  it('marks each field with the words the server matched in that field only', () => {
    const mark = cardMarker({ refTitle: ['theory'], tags: ['information', 'theory'] });
    expect(mark).toBeDefined();
    expect(mark!('refTitle', 'A Theory of Information').filter((s) => s.marked)).toEqual([
      { text: 'Theory', marked: true },
    ]);
    expect(mark!('tags', 'information theory')).toEqual([{ text: 'information theory', marked: true }]);
    expect(mark!('summary', 'information theory')).toEqual([{ text: 'information theory', marked: false }]);
  });

  it('marks nothing for a listing without a search', () => {
    expect(cardMarker(undefined)).toBeUndefined();
  });
});
