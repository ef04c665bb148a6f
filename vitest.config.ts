import { defineConfig } from 'vitest/config';

// Each workspace owns its vitest.config.ts (one project each); this file only lists them.
export default defineConfig({
  test: {
    projects: [
      'packages/*/vitest.config.ts',
      'packages/features/*/vitest.config.ts',
      'mocks/vitest.config.ts',
      'apps/*/vitest.config.ts',
      'scripts/vitest.config.ts',
      '.storybook/vitest.config.ts',
    ],
  },
});
