import type { AreaRoute } from '@portfolio/api-client/site';
import { firstData as firstDataPaths } from '@portfolio/contracts/references.paths';

// Both pages are one chunk (the package's index), fetched on the first visit to either.
const area = () => import('./index');

/** The knowledge base: the search page and the owner's backup page. */
export const referencesRoutes: readonly AreaRoute[] = [
  {
    path: '/references',
    page: { lazy: () => area().then((m) => m.ReferencesRoute) },
    tile: 'references',
    sample: '/references',
    // The page's parts wait for the field list and the saved queries (both public).
    firstData: () => [firstDataPaths.referenceSearchFields, firstDataPaths.savedQueries],
  },
  {
    path: '/export-backup/n95',
    page: { lazy: () => area().then((m) => m.BackupRoute) },
    sample: '/export-backup/n95',
  },
];
