import type { MediaMount } from './media-mount';

/** The video library's first read (the route table's `firstData`): level one's category counts. */
export const firstData = { videoCategories: '/api/video-database/core/categories' } as const;

/** The videos and their posters; the area's route checks the folder name and the kind of file. */
export const mediaMounts: readonly MediaMount[] = [
  { at: '/api/video-database', from: { media: 'video-database' }, servedBy: 'area' },
];
