import { siteAddresses, useSiteConfig } from '@portfolio/api-client/site';
import { useDocumentTitle } from '@portfolio/ui';
import { GalleryHomePage } from '@portfolio/ui/gallery';
import { useMemo } from 'react';
import { buildGalleryMenus } from '../gallery-menus';
import { coverPicture } from '../picture-sources';

/** gallery/{owner}-home: the cover and the three album menus, addressed with the configured owner. */
export function GalleryHomeRoute() {
  useDocumentTitle('Photo Gallery');
  const site = useSiteConfig();
  const config = site.status === 'ready' ? site.config : undefined;
  // The menus need the owner's slug; until the config is in, the cover shows without them.
  const menus = useMemo(() => (config ? buildGalleryMenus(config.ownerSlug) : []), [config]);
  return (
    <GalleryHomePage
      homeHref={siteAddresses.landing}
      ownerName={config?.ownerName}
      cover={coverPicture}
      menus={menus}
    />
  );
}
