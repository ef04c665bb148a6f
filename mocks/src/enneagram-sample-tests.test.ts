import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { enneagramDemoTests } from './fixtures/enneagram';

// The server loads content/enneagram/sample-tests.json; the mocks build the same tests in code.
describe('the shipped Enneagram sample tests', () => {
  it('are the mocks demo tests (rerun content/enneagram/write-sample-tests.ts after changing them)', () => {
    const shipped: unknown = JSON.parse(
      readFileSync(new URL('../../content/enneagram/sample-tests.json', import.meta.url), 'utf8'),
    );
    expect(shipped).toEqual(enneagramDemoTests);
  });
});
