/** The Enneagram area's first reads (the route table's `firstData`). */
export const firstData = {
  enneagramReference: '/apiEnneagramFile/reference',
  enneagramUsers: '/apiEnneagram/allusers/',
  enneagramQuestions: '/apiEnneagramFile/load/current',
  enneagramTests: '/apiEnneagram/alltests',
} as const;
