import { defineConfig } from 'vitest/config';

// Checks of how the site composes the areas' route tables, in Node.
export default defineConfig({
  test: { name: 'site', environment: 'node', include: ['src/**/*.test.ts'] },
});
