import { siteAddresses } from '@portfolio/api-client/site';
import type { SiteConfig } from '@portfolio/contracts';
import type { TileItem } from '@portfolio/ui';
import { onPageHost } from './loopback-address';

const DEFAULT_OWNER_SLUG = 'owner';

/** The site's own sheet music, where the Music tile leads when no music site is configured. */
const SHEET_MUSIC_HOME = '/midi/landing/home';

/** A configured music site opens in a new tab; without one, the tile opens the site's sheet music (decision 099). */
function musicTile(address: string | undefined, pageHostname: string | undefined): TileItem {
  const tile = { id: 'music', title: 'Music', icon: 'music' } as const;
  if (address === undefined) return { ...tile, href: SHEET_MUSIC_HOME };
  return { ...tile, href: onPageHost(address, pageHostname), external: true };
}

/**
 * The landing grid of spec part 1 §2, in the order a visitor meets the projects.
 * View Quests and Edit Quests have no target in the spec: they are shown as not available yet.
 * Without the site config (the server could not be asked) the external tiles are left out.
 * `pageHostname` (the page's own host) replaces a loopback host in the Music address.
 */
export function buildLandingTiles(
  config?: Pick<SiteConfig, 'ownerSlug' | 'externalLinks'>,
  pageHostname?: string,
): TileItem[] {
  const ownerSlug = config?.ownerSlug ?? DEFAULT_OWNER_SLUG;
  const external: TileItem[] = config
    ? [
        musicTile(config.externalLinks.music, pageHostname),
        // The dinner area on this site; the church calendar (DWM_URL) is linked from its page (decision 093).
        { id: 'dwm', title: 'DWM', icon: 'dwm', href: '/dwm/x540t/calendar' },
        {
          id: 'election',
          title: '2024 Election',
          icon: 'election',
          href: config.externalLinks.election,
          external: true,
        },
      ]
    : [];
  return [
    { id: 'references', title: 'References', icon: 'references', href: '/references' },
    { id: 'world-map', title: 'World Map', icon: 'world-map', href: '/draggable-globe' },
    { id: 'gallery', title: 'Photo Gallery', icon: 'gallery', href: `/gallery/${ownerSlug}-home` },
    {
      id: 'recipes',
      title: 'Recipes for the Pressure Cooker',
      icon: 'recipes',
      href: '/recipes/recipes-home',
    },
    { id: 'midi', title: 'MIDI Score Page Turner', icon: 'midi', href: SHEET_MUSIC_HOME },
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
    ...external,
    { id: 'sign-off', title: 'Sign Off', icon: 'sign-off', href: siteAddresses.home },
  ];
}
