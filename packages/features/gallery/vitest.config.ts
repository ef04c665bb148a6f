import { defineConfig } from 'vitest/config';

// Unit tests of the gallery's pure logic (addresses, menus, picture sources); its pages are tested
// through their stories.
export default defineConfig({
  test: { name: 'feature-gallery', environment: 'node', include: ['src/**/*.test.ts'] },
});
