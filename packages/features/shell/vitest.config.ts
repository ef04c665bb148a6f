import { defineConfig } from 'vitest/config';

// Unit tests of the shell's pure logic; its pages are tested through their stories.
export default defineConfig({
  test: { name: 'feature-shell', environment: 'node', include: ['src/**/*.test.ts'] },
});
