import { defineConfig } from 'vitest/config';

// Tests of the repository's own tooling: the lint rules, the package layout, the site build check.
// Generous timeout: a lint with the TypeScript resolver is slow on a shared, busy machine.
export default defineConfig({
  test: { name: 'tooling', environment: 'node', include: ['*.test.ts'], testTimeout: 120_000 },
});
