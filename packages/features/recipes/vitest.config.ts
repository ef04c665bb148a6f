import { defineConfig } from 'vitest/config';

// Unit tests of the recipe area's pure logic (the shopping list); its pages are tested through their stories.
export default defineConfig({
  test: { name: 'feature-recipes', environment: 'node', include: ['src/**/*.test.ts'] },
});
