import { defineConfig } from 'vitest/config';

// Contract tests: every fixture parses with the schema of the call it answers.
export default defineConfig({
  test: { name: 'mocks', environment: 'node', include: ['src/**/*.test.ts'], passWithNoTests: true },
});
