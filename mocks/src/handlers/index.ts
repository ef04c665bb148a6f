import { deepWorkHandlers } from './deep-work';
import { dwmHandlers } from './dwm';
import { enneagramHandlers } from './enneagram';
import { galleryHandlers } from './gallery';
import { leitnerHandlers } from './leitner';
import { midiHandlers } from './midi';
import { ownerHandlers } from './owner';
import { recipesHandlers } from './recipes';
import { referencesHandlers } from './references';
import { siteHandlers } from './site';
import { videoDatabaseHandlers } from './video-database';

export { deepWorkHandlers, deepWorkMockWeek, resetDeepWorkMocks } from './deep-work';
export { dwmHandlers, dwmMockSentEmails, resetDwmMocks, type DwmMockState } from './dwm';
export {
  enneagramHandlers,
  enneagramMockSessionUser,
  enneagramMockTests,
  resetEnneagramMocks,
  type EnneagramMockOptions,
} from './enneagram';
export { galleryHandlers, resetGalleryMocks } from './gallery';
export { leitnerHandlers, leitnerMockDeck, resetLeitnerMocks } from './leitner';
export { midiHandlers } from './midi';
export { isOwnerSignedIn, ownerHandlers, resetOwnerSession } from './owner';
export { recipesHandlers, recipesMockInventory, resetRecipesMocks, type RecipesMockState } from './recipes';
export { referencesHandlers, resetReferencesMocks, type ReferencesMockState } from './references';
export { siteHandlers } from './site';
export { resetVideoDatabaseMocks, videoDatabaseHandlers, videoMockTags } from './video-database';

/** Every area's happy path: what `npm run dev:mock` runs the whole site on. */
export const handlers = [
  ...siteHandlers,
  ...ownerHandlers,
  ...enneagramHandlers,
  ...midiHandlers,
  ...referencesHandlers,
  ...leitnerHandlers,
  ...deepWorkHandlers,
  ...recipesHandlers,
  ...dwmHandlers,
  ...videoDatabaseHandlers,
  ...galleryHandlers,
];
