import type { DemoLoader } from '../content/demo-loader';
import { readEnneagramContent, replaceEnneagramContent } from './content';

/**
 * Loads the questions and the reference content on first start. No demo accounts: an account
 * with a published password would be anyone's.
 */
export const enneagramDemoLoaders: DemoLoader[] = [
  {
    name: 'enneagram-content',
    version: 1,
    async load(trx) {
      await replaceEnneagramContent(trx, await readEnneagramContent());
    },
  },
];
