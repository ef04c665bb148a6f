import { defineConfig } from 'vitest/config';

// Unit tests of the contracts' own logic: path building and what the schemas accept or refuse.
export default defineConfig({
  test: { name: 'contracts', environment: 'node', include: ['src/**/*.test.ts'] },
});
