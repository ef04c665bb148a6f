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
  { from: 'content/media/recipes', to: '/images/recipes' },
  // The video library's files and posters play on the server's address; the folder lists are mocks.
  { from: 'content/media/video-database', to: '/api/video-database' },
  { from: 'content/media/gallery', to: '/apiGallery' },
];
