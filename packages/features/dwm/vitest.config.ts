import { defineConfig } from 'vitest/config';

// Unit tests of the dinner scheduling area's pure logic; its pages are tested through their stories.
export default defineConfig({
  test: { name: 'feature-dwm', environment: 'node', include: ['src/**/*.test.ts'] },
});
