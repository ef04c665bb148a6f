import type { AreaRoute } from '@portfolio/api-client/site';
import { deepWorkRoutes } from '@portfolio/feature-deep-work/routes';
import { dwmRoutes } from '@portfolio/feature-dwm/routes';
import { enneagramRoutes } from '@portfolio/feature-enneagram/routes';
import { galleryRoutes } from '@portfolio/feature-gallery/routes';
import { leitnerRoutes } from '@portfolio/feature-leitner/routes';
import { midiRoutes } from '@portfolio/feature-midi/routes';
import { recipesRoutes } from '@portfolio/feature-recipes/routes';
import { referencesRoutes } from '@portfolio/feature-references/routes';
import { shellRoutes } from '@portfolio/feature-shell/routes';
import { videoDatabaseRoutes } from '@portfolio/feature-video-database/routes';
import { worldMapRoutes } from '@portfolio/feature-world-map/routes';

/** Every page of the site: one line per area. A new area adds its feature package's table here. */
export const siteRoutes: readonly AreaRoute[] = [
  ...shellRoutes,
  ...enneagramRoutes,
  ...midiRoutes,
  ...referencesRoutes,
  ...worldMapRoutes,
  ...leitnerRoutes,
  ...deepWorkRoutes,
  ...recipesRoutes,
  ...dwmRoutes,
  ...videoDatabaseRoutes,
  ...galleryRoutes,
];

/**
 * One concrete address per page, in table order: each route's sample, then the other pages it
 * draws. What the bench opens and the tests check.
 */
export function listSampleAddresses(): string[] {
  return siteRoutes.flatMap((route) => [route.sample, ...(route.otherPages ?? [])]);
}
