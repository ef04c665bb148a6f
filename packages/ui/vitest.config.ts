import { defineConfig } from 'vitest/config';

// Unit tests of the ui's pure logic (geometry, formatting); its components are tested through their stories.
export default defineConfig({
  test: { name: 'ui', environment: 'node', include: ['src/**/*.test.ts'] },
});
