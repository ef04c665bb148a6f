import { defineConfig } from 'vitest/config';

// Unit tests of the video-database area's pure logic; its pages are tested through their stories.
export default defineConfig({
  test: { name: 'feature-video-database', environment: 'node', include: ['src/**/*.test.ts'] },
});
