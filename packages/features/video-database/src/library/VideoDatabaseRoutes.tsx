import { DataProvider } from '@portfolio/api-client';
import { Redirect, siteAddresses, useNotFoundStatus } from '@portfolio/api-client/site';
import { NotFoundPage, useDocumentTitle } from '@portfolio/ui';
import { Route, Routes, useLocation } from 'react-router-dom';
import { AddTagsRoute } from './AddTagsRoute';
import { playerPath } from './library-address';
import { VideoPlayerRoute } from './VideoPlayerRoute';

/** An address under /video-database/ that names no page: the site's not-found page, a 404 from the server. */
function UnknownLibraryPage() {
  const { pathname } = useLocation();
  useDocumentTitle('Page not found');
  useNotFoundStatus();
  return <NotFoundPage path={pathname} homeHref={siteAddresses.landing} />;
}

/** Everything under /video-database/* (spec part 2 §2), in one lazy chunk with its own data provider. */
export function VideoDatabaseRoutes() {
  return (
    <DataProvider>
      <Routes>
        {/* video-database itself (exact match only) goes to the player (spec part 2 §2); any
            other address under it that names no page is not found, as in every other area. */}
        <Route index element={<Redirect to={playerPath} />} />
        <Route path="video-player" element={<VideoPlayerRoute />} />
        <Route path="add-tags" element={<AddTagsRoute />} />
        <Route path="*" element={<UnknownLibraryPage />} />
      </Routes>
    </DataProvider>
  );
}
