import { siteAddresses, type AreaRoute } from '@portfolio/api-client/site';
import { HomeRoute } from './home/HomeRoute';
import { LandingRoute } from './landing/LandingRoute';

/**
 * The shell's pages. Home and landing are the first load, so they are eager; the owner page pulls
 * in the data-access stack and the status pages are rarely needed, so each loads on demand.
 */
export const shellRoutes: readonly AreaRoute[] = [
  { path: siteAddresses.home, page: { eager: HomeRoute }, sample: siteAddresses.home },
  { path: siteAddresses.landing, page: { eager: LandingRoute }, sample: siteAddresses.landing },
  {
    path: siteAddresses.owner,
    page: { lazy: () => import('./owner').then((m) => m.OwnerRoute) },
    sample: siteAddresses.owner,
  },
  {
    path: siteAddresses.error,
    page: { lazy: () => import('./status-pages').then((m) => m.ErrorRoute) },
    sample: siteAddresses.error,
  },
  {
    // Every address no other route answers.
    path: '*',
    page: { lazy: () => import('./status-pages').then((m) => m.NotFoundRoute) },
    sample: '/no-such-page',
  },
];
