import { describe, expect, it } from 'vitest';
import { useTestServer } from '../test/build-test-app';
import { databases } from '../test/databases';

function directives(policy: string): Map<string, string> {
  return new Map(
    policy
      .split(';')
      .map((part) => part.trim())
      .filter(Boolean)
      .map((part) => {
        const [name = '', ...values] = part.split(/\s+/);
        return [name, values.join(' ')];
      }),
  );
}

describe.each(databases)('security headers and limits on $name', (database) => {
  const server = useTestServer(database);

  it('sends the page security headers on /anything', async () => {
    const app = await server.build();
    const response = await app.inject({ url: '/anything' });
    const policy = directives(String(response.headers['content-security-policy']));
    expect(policy.get('default-src')).toBe("'self'");
    expect(policy.get('script-src')).toBe("'self'");
    expect(policy.get('style-src')).toBe("'self' 'unsafe-inline'");
    expect(policy.get('img-src')).toBe("'self' data: blob:");
    expect(policy.get('media-src')).toBe("'self' blob:");
    expect(policy.get('connect-src')).toBe("'self'");
    // Only the site itself may frame its pages (its own booking page, decision 069).
    expect(policy.get('frame-ancestors')).toBe("'self'");
    expect(policy.get('object-src')).toBe("'none'");
    expect(policy.get('base-uri')).toBe("'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    // No HSTS over plain HTTP on a laptop: it would pin localhost to HTTPS.
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it.each(['/api/config', '/api/nope'])('sends the API security headers on %s', async (url) => {
    const app = await server.build();
    const response = await app.inject({ url });
    // JSON, never a page (decision 070): nothing may load or run, no framing, no sniffing.
    const policy = directives(String(response.headers['content-security-policy']));
    expect(policy.get('default-src')).toBe("'none'");
    expect(policy.get('frame-ancestors')).toBe("'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('sends HSTS when the listed proxy says the request came over HTTPS', async () => {
    const app = await server.build({ COOKIE_SECURE: 'true', TRUST_PROXY: '127.0.0.1' });
    const response = await app.inject({ url: '/api/config', headers: { 'x-forwarded-proto': 'https' } });
    expect(response.headers['strict-transport-security']).toMatch(/max-age=\d+/);
  });

  it('answers 429 JSON once an address passes RATE_LIMIT_MAX requests a minute', async () => {
    const app = await server.build({ RATE_LIMIT_MAX: '3' });
    for (let i = 0; i < 3; i += 1) {
      const allowed = await app.inject({ url: '/api/config' });
      expect(allowed.statusCode).toBe(200);
      // Answers within the limit carry no counts (decision 071); the refusal does.
      expect(allowed.headers['x-ratelimit-remaining']).toBeUndefined();
    }
    const limited = await app.inject({ url: '/api/config' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ status: 429, error: 'Too Many Requests' });
    expect(limited.headers).toMatchObject({ 'x-ratelimit-limit': '3', 'x-ratelimit-remaining': '0' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(limited.headers['x-ratelimit-reset'])).toBeGreaterThan(0);
    expect((await app.inject({ url: '/api/config', remoteAddress: '198.51.100.4' })).statusCode).toBe(200);
  });

  it('closes the database when the app closes', async () => {
    const app = await server.build();
    await app.close();
    await expect(app.db.selectFrom('demo_content').selectAll().execute()).rejects.toThrow();
  });
});
