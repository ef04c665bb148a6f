import { LandingPage, LoadingIndicator, useDocumentTitle } from '@portfolio/ui';
import { useSiteConfig } from '../site-config/SiteConfigProvider';
import { buildLandingTiles } from './landing-tiles';

const PROJECTS =
  'References, a world map, a photo gallery, pressure-cooker recipes, a MIDI page turner, an Enneagram test, deep work, a Leitner box and a video database';

export function LandingRoute() {
  const site = useSiteConfig();
  const owner = site.status === 'ready' ? site.config.ownerName : undefined;
  useDocumentTitle(owner ? `${owner}'s Projects` : 'Projects');

  if (site.status === 'loading') return <LoadingIndicator label="Loading the projects" />;
  if (site.status === 'unavailable') {
    // Without the config the tiles still work, minus the owner's name and external addresses.
    return (
      <LandingPage
        title="Projects"
        subtitle={PROJECTS}
        lastUpdated="12-6-24"
        tiles={buildLandingTiles({ ownerSlug: 'owner', externalLinks: { music: '', dwm: '', election: '' } }).filter(
          (tile) => !tile.external,
        )}
      />
    );
  }
  return (
    <LandingPage
      title={`${site.config.ownerName}'s Projects`}
      subtitle={`${PROJECTS}: small web apps built by ${site.config.ownerName}.`}
      lastUpdated={site.config.lastUpdated}
      tiles={buildLandingTiles(site.config)}
    />
  );
}
