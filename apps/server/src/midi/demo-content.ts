import type { DemoLoader } from '../content/demo-loader';
import { readMidiCatalogue, replaceMidiCatalogue } from './catalogue';

/**
 * The catalogue release the loader installs. When content/midi/catalogue.json is regenerated,
 * bump `version` (so every server reloads it on its next start) and record the file's new
 * SHA-256 here; a test fails while the two disagree.
 */
export const midiCatalogueRelease = {
  version: 1,
  sha256: '22c189fdd5a4e3597097f3182bb3c391c87ae4ee47d2e946ef925f9e56f94451',
};

/** Loads the composers and scores of content/midi/catalogue.json, replacing older ones. */
export const midiDemoLoaders: DemoLoader[] = [
  {
    name: 'midi-catalogue',
    version: midiCatalogueRelease.version,
    async load(trx) {
      await replaceMidiCatalogue(trx, await readMidiCatalogue());
    },
  },
];
