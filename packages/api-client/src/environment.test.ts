import { describe, expect, it } from 'vitest';
import { buildBaseAddress } from './base-address';
import { defaultEnvironment, environment, readEnvironment } from './environment';

describe('environment', () => {
  it('has the spec’s constants', () => {
    expect(defaultEnvironment).toEqual({
      production: false,
      serverMode: 'HTTP_DEFAULT',
      subdomain: 'www.',
      pkce: false,
    });
  });

  it('keeps the constants and a same-origin API when nothing is configured', () => {
    expect(readEnvironment({})).toMatchObject(defaultEnvironment);
    expect(buildBaseAddress(readEnvironment({}))).toBe('');
    // The test run sets none of the variables either.
    expect(buildBaseAddress(environment)).toBe('');
  });

  it('takes the server mode and the API host from the Vite variables', () => {
    const configured = readEnvironment({
      VITE_SERVER_MODE: 'HTTPS',
      VITE_API_SUBDOMAIN: 'api.',
      VITE_API_DOMAIN: 'alexmorgan',
      VITE_API_TLD: 'dev',
    });
    expect(buildBaseAddress(configured)).toBe('https://api.alexmorgan.dev');
  });

  it('keeps the www. subdomain unless told otherwise, and drops it when set empty', () => {
    expect(buildBaseAddress(readEnvironment({ VITE_API_DOMAIN: 'example', VITE_API_TLD: 'com' }))).toBe(
      'http://www.example.com',
    );
    expect(
      buildBaseAddress(
        readEnvironment({ VITE_API_SUBDOMAIN: '', VITE_API_DOMAIN: 'example', VITE_API_TLD: 'com' }),
      ),
    ).toBe('http://example.com');
  });

  it('refuses a server mode it does not know, naming the allowed ones', () => {
    expect(() => readEnvironment({ VITE_SERVER_MODE: 'https' })).toThrow(
      'VITE_SERVER_MODE must be one of HTTP_DEFAULT, HTTPS, HTTP_PORT83; got "https"',
    );
  });
});
