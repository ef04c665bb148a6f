import type { AreaRoute } from '@portfolio/api-client/site';
import { firstDataPaths } from '@portfolio/contracts/paths';

// The whole area is one chunk (the package's index), fetched on the first visit to any of its pages.
const area = () => import('./index');
// Nearly every page of the area starts from the reference content (texts, types, answer key).
const reference = () => [firstDataPaths.enneagramReference];

/** The Enneagram area: its pages under /enneagram/, and the two reference pages outside it. */
export const enneagramRoutes: readonly AreaRoute[] = [
  {
    path: '/enneagram/*',
    page: { lazy: () => area().then((m) => m.EnneagramRoutes) },
    tile: 'enneagram',
    sample: '/enneagram/enneagram-home',
    otherPages: [
      '/enneagram/quiz/new',
      '/enneagram/login/',
      '/enneagram/answer-bins/',
      '/enneagram/help/',
      '/enneagram/chestnut-checklist',
      '/enneagram/comparator',
    ],
    firstData: reference,
  },
  {
    path: '/typeHelper/:type',
    page: { lazy: () => area().then((m) => m.TypeHelperRoute) },
    sample: '/typeHelper/investigator',
    firstData: reference,
  },
  {
    path: '/chart/:flavor',
    page: { lazy: () => area().then((m) => m.ChartRoute) },
    sample: '/chart/Hornevian',
    otherPages: ['/chart/Wings'],
  },
];
