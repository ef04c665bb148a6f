import { siteAddresses, useSiteConfig } from '@portfolio/api-client/site';
import { LandingPage, LoadingIndicator, type TileItem, useDocumentTitle } from '@portfolio/ui';
import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { buildLandingTiles } from './landing-tiles';
import { usePageHostname } from './use-page-hostname';

const LAST_UPDATED = '12-6-24';

const projectsOf = (owner: string) =>
  `${owner}'s small web apps: references, a world map, a photo gallery, pressure-cooker recipes, ` +
  'a MIDI page turner, an Enneagram test, deep work, a Leitner box and a video database.';

/** /landing: the title, the subtitle naming the projects, the last-updated label and the tiles. */
export function LandingRoute() {
  const site = useSiteConfig();
  const config = site.status === 'ready' ? site.config : undefined;
  const owner = config?.ownerName;
  const pageHostname = usePageHostname();
  useDocumentTitle(owner ? `${owner}'s Projects` : 'Projects');
  const navigate = useNavigate();

  // Sign Off ends the owner's session on the server before it goes home; home is reached even
  // when the server does not answer, as a visitor who pressed it expects.
  const signOff = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    void import('../sign-off')
      .then(({ signOwnerOut }) => signOwnerOut())
      .catch(() => undefined)
      .finally(() => navigate(siteAddresses.home));
  };
  const tiles: TileItem[] = buildLandingTiles(config, pageHostname).map((tile) =>
    tile.id === 'sign-off' ? { ...tile, onSelect: signOff } : tile,
  );

  if (site.status === 'loading') return <LoadingIndicator label="Loading the projects" />;
  return (
    <LandingPage
      title={owner ? `${owner}'s Projects` : 'Projects'}
      subtitle={projectsOf(owner ?? 'The owner')}
      lastUpdated={config?.lastUpdated ?? LAST_UPDATED}
      tiles={tiles}
      gridLabel="Projects"
      // The owner's way in, kept quiet for visitors (decision 100). The landing bundle does not read
      // the owner session, so the label is true signed in or out: /owner signs in or out.
      footerLink={{ href: siteAddresses.owner, label: 'Owner page' }}
    />
  );
}
