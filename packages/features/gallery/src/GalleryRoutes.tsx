import { DataProvider } from '@portfolio/api-client';
import { Redirect, siteAddresses, useNotFoundStatus, useSiteConfig } from '@portfolio/api-client/site';
import { LoadingIndicator, NotFoundPage, useDocumentTitle } from '@portfolio/ui';
import { Route, Routes, useLocation, useParams } from 'react-router-dom';
import { AlbumRoute } from './album/AlbumRoute';
import { albumPath, galleryHomePath, ownerOfHomeSegment, picturePath } from './gallery-paths';
import { GalleryHomeRoute } from './home/GalleryHomeRoute';

function UnknownGalleryPage() {
  const { pathname } = useLocation();
  useDocumentTitle('Page not found');
  useNotFoundStatus();
  return <NotFoundPage path={pathname} homeHref={siteAddresses.landing} />;
}

/** The configured owner's slug; undefined while the site config is on its way. */
function useOwnerSlug(): string | undefined | null {
  const site = useSiteConfig();
  if (site.status === 'ready') return site.config.ownerSlug;
  return site.status === 'loading' ? undefined : null;
}

/** gallery/{owner}-home. Another owner's home leads to the configured owner's. */
function HomeSegmentRoute() {
  const { segment = '' } = useParams();
  const slug = useOwnerSlug();
  const owner = ownerOfHomeSegment(segment);
  if (owner === undefined) return <UnknownGalleryPage />;
  if (slug && owner !== slug) return <Redirect to={galleryHomePath(slug)} />;
  return <GalleryHomeRoute />;
}

/** gallery/{owner}/{album}[/{picture}], with the configured owner in the address. */
function AlbumAddressRoute() {
  const { owner = '', category = '', photo } = useParams();
  const slug = useOwnerSlug();
  if (slug === undefined) return <LoadingIndicator label="Loading the album" />;
  const ownerSlug = slug ?? owner;
  if (owner !== ownerSlug) {
    const to = photo === undefined ? albumPath(ownerSlug, category) : picturePath(ownerSlug, category, photo);
    return <Redirect to={to} />;
  }
  return <AlbumRoute ownerSlug={ownerSlug} album={category} photo={photo} />;
}

/** /gallery/* (spec part 1 §2): the home, in a lazy chunk with its own data provider. */
export function GalleryRoutes() {
  return (
    <DataProvider>
      <Routes>
        <Route path=":segment" element={<HomeSegmentRoute />} />
        <Route path="*" element={<UnknownGalleryPage />} />
      </Routes>
    </DataProvider>
  );
}

/** /gallery/{owner}/{album}/*: an album, and each of its pictures at an address of its own. */
export function AlbumRoutes() {
  return (
    <DataProvider>
      <Routes>
        <Route index element={<AlbumAddressRoute />} />
        <Route path=":photo" element={<AlbumAddressRoute />} />
        <Route path="*" element={<UnknownGalleryPage />} />
      </Routes>
    </DataProvider>
  );
}
