import { describe, expect, it } from 'vitest';
import { acceptedEncodings } from './content-encoding';

const names = (header: string | undefined) => acceptedEncodings(header).map((encoding) => encoding.name);

describe('acceptedEncodings', () => {
  it('prefers brotli, then gzip, among what the browser accepts', () => {
    expect(names('gzip, deflate, br, zstd')).toEqual(['br', 'gzip']);
    expect(names('gzip')).toEqual(['gzip']);
    expect(names('br')).toEqual(['br']);
  });

  it('honours q=0 refusals and the * wildcard', () => {
    expect(names('gzip, br;q=0')).toEqual(['gzip']);
    expect(names('*')).toEqual(['br', 'gzip']);
    expect(names('*, gzip;q=0')).toEqual(['br']);
    expect(names('BR;Q=0.5')).toEqual(['br']);
  });

  it('offers nothing compressed without the header or for identity only', () => {
    expect(names(undefined)).toEqual([]);
    expect(names('')).toEqual([]);
    expect(names('identity')).toEqual([]);
    expect(names('br;q=abc')).toEqual([]);
  });
});
