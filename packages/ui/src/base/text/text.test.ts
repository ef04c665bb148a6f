import { describe, expect, it } from 'vitest';
import { durationText, plural, pluralWord } from '.';

describe('the one plural', () => {
  it('says one thing in the singular and every other count, zero too, in the plural', () => {
    expect(plural(1, 'file')).toBe('1 file');
    expect(plural(0, 'video')).toBe('0 videos');
    expect(plural(3, 'category', 'categories')).toBe('3 categories');
    expect(pluralWord(1, 'word')).toBe('word');
    expect(pluralWord(2, 'word')).toBe('words');
  });
});

describe('the one duration', () => {
  it('reads whole minutes counted down, as Deep Work shows them', () => {
    expect(durationText(0)).toBe('0 min');
    expect(durationText(5)).toBe('under 1 min');
    expect(durationText(119)).toBe('1 min');
    expect(durationText(1500)).toBe('25 min');
    expect(durationText(3900)).toBe('1 h 05 min');
    expect(durationText(7 * 3600)).toBe('7 h 00 min');
  });

  it('reads the same length in words for a sentence or a choice, as the dinner booking shows it', () => {
    expect(durationText(90 * 60, 'long')).toBe('1 hour 30 minutes');
    expect(durationText(120 * 60, 'long')).toBe('2 hours');
    expect(durationText(45 * 60, 'long')).toBe('45 minutes');
    expect(durationText(61 * 60 + 59, 'long')).toBe('1 hour 1 minute');
    expect(durationText(30, 'long')).toBe('under a minute');
  });
});
