import { useSiteConfig } from '@portfolio/api-client/site';
import { LandingPage, LoadingIndicator, useDocumentTitle } from '@portfolio/ui';
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

  if (site.status === 'loading') return <LoadingIndicator label="Loading the projects" />;
  return (
    <LandingPage
      title={owner ? `${owner}'s Projects` : 'Projects'}
      subtitle={projectsOf(owner ?? 'The owner')}
      lastUpdated={config?.lastUpdated ?? LAST_UPDATED}
      tiles={buildLandingTiles(config, pageHostname)}
      gridLabel="Projects"
    />
  );
}
