import { describe, expect, it } from 'vitest';
import { flagAlt, imageAlt, imageUrl, parseInstrument, scorePath } from './midi-paths';

describe('sheet-music addresses', () => {
  it('reads the instrument of an address; home means piano on the landing page only', () => {
    expect(parseInstrument('piano')).toBe('piano');
    expect(parseInstrument('violin')).toBe('violin');
    expect(parseInstrument('home')).toBeUndefined();
    expect(parseInstrument('home', { allowHome: true })).toBe('piano');
    expect(parseInstrument('cello', { allowHome: true })).toBeUndefined();
    expect(parseInstrument(undefined)).toBeUndefined();
  });

  it('builds the image addresses of the spec', () => {
    expect(imageUrl('minuet', { size: 'normal', page: 3 })).toBe('/images/midi/minuet/Page_3.png');
    expect(imageUrl('minuet', { size: 'large', page: 2, half: 'b' })).toBe(
      '/images/midi/minuet/Page_2b_large.png',
    );
    expect(imageAlt({ size: 'large', page: 2, half: 'a' })).toBe('Page 2, top half, enlarged');
    expect(scorePath('violin', 'ode to joy')).toBe('/midi/scores/violin/ode%20to%20joy');
  });

  it('names flags by their region code', () => {
    expect(flagAlt('/images/flags/de.svg')).toBe('Flag of Germany');
    expect(flagAlt('/images/flags/pl.svg')).toBe('Flag of Poland');
    expect(flagAlt('/images/flags/gb-eng.svg')).toBe('Flag of United Kingdom');
    expect(flagAlt('/images/flags/us.svg')).toBe('Flag of United States');
    expect(flagAlt('/images/flags/zz.svg')).toBe('');
    expect(flagAlt('/images/flags/collection.svg')).toBe('');
    expect(flagAlt('/images/flags/')).toBe('');
  });
});
