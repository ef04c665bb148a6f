/**
 * Where the media the server would send live in the repository, for the places that run without
 * a server (Storybook and `npm run dev:mock`): each site path is served from a content folder.
 * Paths of `from` are relative to the repository root.
 */
export const mockMediaMounts: readonly { from: string; to: string }[] = [
  { from: 'content/media/midi/pages', to: '/images/midi' },
  { from: 'content/media/midi/flags', to: '/images/flags' },
  { from: 'content/media/midi/audio', to: '/apiAudio' },
  { from: 'content/media/midi/videos', to: '/apiVideos' },
  { from: 'node_modules/flag-icons/flags/4x3', to: '/images/world-flags' },
  { from: 'apps/site/public/data/world-map', to: '/data/world-map' },
  { from: 'content/media/gallery', to: '/apiGallery' },
];
