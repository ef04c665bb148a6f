import { defineConfig } from 'vitest/config';

// Unit tests of the data-access logic, in Node. The hooks are tested by their stories in Chromium.
export default defineConfig({
  test: { name: 'api-client', environment: 'node', include: ['src/**/*.test.ts'] },
});
