import type { TileItem } from '../Tile';

/**
 * The landing page's fifteen tiles as the site shows them (spec part 1 §2), for stories only: the
 * shell feature builds the real list from the site's config. The gallery path uses the demo owner
 * "alex"; external addresses are placeholders.
 */
export const landingTiles: readonly TileItem[] = [
  { id: 'references', title: 'References', icon: 'references', href: '/references' },
  { id: 'world-map', title: 'World Map', icon: 'world-map', href: '/draggable-globe' },
  { id: 'gallery', title: 'Photo Gallery', icon: 'gallery', href: '/gallery/alex-home' },
  { id: 'recipes', title: 'Recipes for the Pressure Cooker', icon: 'recipes', href: '/recipes/recipes-home' },
  { id: 'midi', title: 'MIDI Score Page Turner', icon: 'midi', href: '/midi/landing/home' },
  { id: 'enneagram', title: 'Enneagram', icon: 'enneagram', href: '/enneagram/enneagram-home' },
  { id: 'deep-work', title: 'Deep Work', icon: 'deep-work', href: '/deep-work/tasks-home' },
  { id: 'leitner', title: 'Leitner Box', icon: 'leitner', href: '/leitner/vocab' },
  {
    id: 'video-database',
    title: 'Video Database',
    icon: 'video-database',
    href: '/video-database/video-player',
  },
  { id: 'view-quests', title: 'View Quests', icon: 'view-quests', unavailable: true },
  { id: 'edit-quests', title: 'Edit Quests', icon: 'edit-quests', unavailable: true },
  { id: 'music', title: 'Music', icon: 'music', href: 'http://piano.example.org:83/', external: true },
  { id: 'dwm', title: 'DWM', icon: 'dwm', href: 'https://church.example.org/events', external: true },
  {
    id: 'election',
    title: '2024 Election',
    icon: 'election',
    href: 'https://news.example.org/elections/2020/results/president',
    external: true,
  },
  { id: 'sign-off', title: 'Sign Off', icon: 'sign-off', href: '/home' },
];
