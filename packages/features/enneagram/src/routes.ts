import type { AreaRoute, FirstDataAddress } from '@portfolio/api-client/site';
import { firstData as firstDataPaths } from '@portfolio/contracts/enneagram.paths';

// The whole area is one chunk (the package's index), fetched on the first visit to any of its pages.
const area = () => import('./index');
// Nearly every page of the area starts from the reference content (texts, types, answer key).
const reference = () => [firstDataPaths.enneagramReference];

/**
 * What a page under /enneagram/ asks for first: the reference content, the user list of the
 * frame's User Results menu, and the questions (the quiz and the answer bins) or every saved test
 * (the comparison tool) where the page needs them. All are public reads.
 */
function areaPageData({ params }: FirstDataAddress): string[] {
  const page = params['*'] ?? '';
  return [
    firstDataPaths.enneagramReference,
    firstDataPaths.enneagramUsers,
    ...(page.startsWith('quiz/') || page.startsWith('answer-bins')
      ? [firstDataPaths.enneagramQuestions]
      : []),
    ...(page.startsWith('comparator') ? [firstDataPaths.enneagramTests] : []),
  ];
}

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
    firstData: areaPageData,
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
