import { defineConfig } from 'vitest/config';

// Unit tests of the references area's pure logic; its pages are tested through their stories.
export default defineConfig({
  test: { name: 'feature-references', environment: 'node', include: ['src/**/*.test.ts'] },
});
