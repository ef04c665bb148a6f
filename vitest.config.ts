import { defineConfig } from 'vitest/config';

// Each workspace owns its vitest.config.ts (one project each); this file only lists them.
export default defineConfig({
  test: {
    // A run never writes a snapshot or a story's screenshot baseline (Vitest takes this from the
    // root config only): `npm run visual:accept` does, after review (docs/decisions/019).
    update: 'none',
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
