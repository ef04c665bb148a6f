import { defineConfig } from 'vitest/config';

// Unit tests of the midi area's pure logic; its pages are tested through their stories.
export default defineConfig({
  test: { name: 'feature-midi', environment: 'node', include: ['src/**/*.test.ts'] },
});
