import { defineConfig } from 'vitest/config';

// Unit tests of the leitner area's pure logic; its pages are tested through their stories.
export default defineConfig({
  test: { name: 'feature-leitner', environment: 'node', include: ['src/**/*.test.ts'] },
});
