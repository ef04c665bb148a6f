import type { ServerArea } from './area';
import { coreArea } from './core/area';
import { deepWorkArea } from './deep-work/area';
import { enneagramArea } from './enneagram/area';
import { galleryArea } from './gallery/area';
import { leitnerArea } from './leitner/area';
import { midiArea } from './midi/area';
import { ownerArea } from './owner/area';
import { referencesArea } from './references/area';
import { worldMapArea } from './world-map/area';

/**
 * The areas this server runs, listed once. Routes register and demo content loads in this order;
 * migrations run in the order of their names.
 */
export const areas: readonly ServerArea[] = [
  coreArea,
  ownerArea,
  enneagramArea,
  midiArea,
  referencesArea,
  worldMapArea,
  leitnerArea,
  deepWorkArea,
  galleryArea,
];
