import type { DemoLoader } from '../content/demo-loader';

/** Loads the enneagram area's demo content into the database. */
export const enneagramDemoLoaders: DemoLoader[] = [];
