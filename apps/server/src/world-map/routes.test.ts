import { apiErrorSchema } from '@portfolio/contracts';
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../../test/build-test-app';

// The flags need no database: SQLite, always configured, is enough.
describe('world map flags', () => {
  const server = useTestServer({ name: 'sqlite' });
  const build = () => server.build({}, { demoLoaders: [] });

  it('sends a country flag as a sandboxed SVG with cache headers', async () => {
    const app = await build();
    for (const code of ['fr', 'ge', 'xk']) {
      const response = await app.inject({ url: `/images/world-flags/${code}.svg` });
      expect(response.statusCode, code).toBe(200);
      expect(response.headers['content-type']).toBe('image/svg+xml');
      expect(response.headers['content-security-policy']).toContain('sandbox');
      expect(response.headers['cache-control']).toBe('public, max-age=86400');
      expect(response.body).toContain('<svg');
    }
  });

  it('answers 404 JSON for unknown flags and for the package files that are not flags', async () => {
    const app = await build();
    for (const url of [
      '/images/world-flags/zz.svg',
      '/images/world-flags/xs.svg',
      '/images/world-flags/',
      '/images/world-flags/FR.svg',
      '/images/world-flags/fr.png',
      '/images/world-flags/fr',
    ]) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(404);
      expect(apiErrorSchema.parse(response.json()).status).toBe(404);
    }
  });

  it('never gives a 5xx or a file outside the flags for bad paths', async () => {
    const app = await build();
    for (const url of [
      '/images/world-flags/..%2F..%2Fpackage.json',
      '/images/world-flags/%2e%2e%2fcss%2fflag-icons.css',
      '/images/world-flags/%00.svg',
      '/images/world-flags/%E0%A4%A.svg',
      `/images/world-flags/${'a'.repeat(3000)}.svg`,
    ]) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, url).toBeLessThan(500);
      expect(response.body).not.toContain('"version"');
    }
  });
});
