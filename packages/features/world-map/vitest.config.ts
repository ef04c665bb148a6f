import { defineConfig } from 'vitest/config';

// Unit tests of the world map's pure logic (country lookups, geometry); its page is tested through its stories.
export default defineConfig({
  test: { name: 'feature-world-map', environment: 'node', include: ['src/**/*.test.ts'] },
});
