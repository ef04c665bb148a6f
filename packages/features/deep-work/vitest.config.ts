import { defineConfig } from 'vitest/config';

// Unit tests of the deep-work area's pure logic; its pages are tested through their stories.
export default defineConfig({
  test: { name: 'feature-deep-work', environment: 'node', include: ['src/**/*.test.ts'] },
});
