import type { DemoLoader } from '../content/demo-loader';

/** Loads the references area's demo content into the database. */
export const referencesDemoLoaders: DemoLoader[] = [];
