import type { HttpHandler } from 'msw';

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

// Each area's handler file (`<area>.ts` here) is found by its name: every export whose name ends
// in `Handlers` is that area's list. A new area adds its file and nothing to this one; its
// stories import its reset helpers from `@portfolio/mocks/handlers/<area>`.
const areaModules = import.meta.glob<Record<string, unknown>>(['./*.ts', '!./index.ts', '!./*.test.ts'], {
  eager: true,
});

/** Every area's happy path: what `npm run dev:mock` runs the whole site on. */
export const handlers: HttpHandler[] = Object.keys(areaModules)
  .sort()
  .flatMap((file) =>
    Object.entries(areaModules[file] ?? {})
      .filter(([name]) => name.endsWith('Handlers'))
      .flatMap(([, list]) => list as HttpHandler[]),
  );
