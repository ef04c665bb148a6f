import type { ServerArea } from './area';
import { coreArea } from './core/area';
import { deepWorkArea } from './deep-work/area';
import { dwmArea } from './dwm/area';
import { enneagramArea } from './enneagram/area';
import { galleryArea } from './gallery/area';
import { leitnerArea } from './leitner/area';
import { midiArea } from './midi/area';
import { ownerArea } from './owner/area';
import { recipesArea } from './recipes/area';
import { referencesArea } from './references/area';
import { videoDatabaseArea } from './video-database/area';
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
  recipesArea,
  dwmArea,
  videoDatabaseArea,
  galleryArea,
];
