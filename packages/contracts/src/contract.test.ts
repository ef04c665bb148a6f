import { describe, expect, it } from 'vitest';
import { buildPath } from './contract';

describe('buildPath', () => {
  it('fills every :name parameter of a contract path', () => {
    expect(buildPath('/midi/:composer/:id', { composer: 'chopin', id: 12 })).toBe('/midi/chopin/12');
  });

  it('encodes a value so it stays one path segment', () => {
    expect(buildPath('/apiEnneagram/test/:title', { title: 'a/b c?' })).toBe(
      '/apiEnneagram/test/a%2Fb%20c%3F',
    );
  });

  it('refuses to build an address with a parameter missing', () => {
    expect(() => buildPath('/midi/:composer', {})).toThrow('Missing path parameter "composer"');
  });
});
