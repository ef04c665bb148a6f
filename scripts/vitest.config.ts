import { defineConfig } from 'vitest/config';

// Tests of the repository's own tooling: the lint rules that guard the architecture.
export default defineConfig({
  test: { name: 'tooling', environment: 'node', include: ['*.test.ts'], testTimeout: 30000 },
});
