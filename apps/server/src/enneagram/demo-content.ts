import type { DemoLoader } from '../content/demo-loader';
import { readEnneagramContent, replaceEnneagramContent } from './content';
import { loadSampleTests, readSampleTests } from './sample-tests';

/**
 * Loads the questions and the reference content on first start, and the demo users' sample
 * tests. Demo users have no password: an account with a published password would be anyone's.
 */
export const enneagramDemoLoaders: DemoLoader[] = [
  {
    name: 'enneagram-content',
    version: 1,
    async load(trx) {
      await replaceEnneagramContent(trx, await readEnneagramContent());
    },
  },
  {
    name: 'enneagram-sample-tests',
    version: 1,
    async load(trx) {
      await loadSampleTests(trx, await readSampleTests());
    },
  },
];
