import type { MediaMount } from './media-mount';

export const mediaMounts: readonly MediaMount[] = [
  // Only `xx.svg` files, cached for a day: the area's own route checks the names.
  { at: '/images/world-flags', from: { repository: 'node_modules/flag-icons/flags/4x3' }, servedBy: 'area' },
  // The globe's geometry is a file of the site's build; Storybook has no such folder of its own.
  { at: '/data/world-map', from: { repository: 'apps/site/public/data/world-map' }, servedBy: 'site' },
];
