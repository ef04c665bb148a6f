import { defineConfig } from 'vitest/config';

// Server tests run on SQLite always and on PostgreSQL too when DATABASE_URL is set.
export default defineConfig({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 20000,
    hookTimeout: 30000,
    passWithNoTests: true,
    setupFiles: ['test/cheap-password-hashing.ts'],
    globalSetup: ['test/postgres-run.global.ts'],
  },
});
