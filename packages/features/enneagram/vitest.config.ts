import { defineConfig } from 'vitest/config';

// Unit tests of the enneagram area's pure logic; its pages are tested through their stories.
export default defineConfig({
  test: { name: 'feature-enneagram', environment: 'node', include: ['src/**/*.test.ts'] },
});
