import { describe, expect, it } from 'vitest';
import { buildBaseAddress } from './base-address';
import { defaultEnvironment } from './environment';

const example = { subdomain: 'www.', secondLevelDomain: 'example', topLevelDomain: 'com' };

describe('buildBaseAddress', () => {
  it('uses plain http in the default mode', () => {
    expect(buildBaseAddress({ serverMode: 'HTTP_DEFAULT', ...example })).toBe('http://www.example.com');
  });

  it('uses https only in HTTPS mode', () => {
    expect(buildBaseAddress({ serverMode: 'HTTPS', ...example })).toBe('https://www.example.com');
  });

  it('appends :83 only in HTTP_PORT83 mode, still over http', () => {
    expect(buildBaseAddress({ serverMode: 'HTTP_PORT83', ...example })).toBe('http://www.example.com:83');
  });

  it('leaves the subdomain out when there is none', () => {
    expect(
      buildBaseAddress({ serverMode: 'HTTPS', secondLevelDomain: 'example', topLevelDomain: 'org' }),
    ).toBe('https://example.org');
  });

  it('accepts a single-label host such as localhost', () => {
    expect(buildBaseAddress({ serverMode: 'HTTP_PORT83', secondLevelDomain: 'localhost' })).toBe(
      'http://localhost:83',
    );
  });

  it('is same-origin (empty) when no domain is configured, whatever the mode', () => {
    expect(buildBaseAddress(defaultEnvironment)).toBe('');
    expect(buildBaseAddress({ serverMode: 'HTTPS', subdomain: 'www.' })).toBe('');
  });
});
