import type { DemoLoader } from '../content/demo-loader';
import { installDemoDeck, readLeitnerDemoDeck } from './deck';

/** The owner's deck starts as the demo deck, placed from the day the server first starts. */
export const leitnerDemoLoaders: DemoLoader[] = [
  {
    name: 'leitner-demo-deck',
    version: 1,
    async load(trx) {
      await installDemoDeck(trx, await readLeitnerDemoDeck(), new Date().toISOString().slice(0, 10));
    },
  },
];
