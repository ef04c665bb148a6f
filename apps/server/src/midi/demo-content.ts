import type { DemoLoader } from '../content/demo-loader';

/** Loads the midi area's demo content into the database. */
export const midiDemoLoaders: DemoLoader[] = [];
