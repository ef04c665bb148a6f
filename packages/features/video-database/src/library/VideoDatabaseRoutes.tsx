import { DataProvider } from '@portfolio/api-client';
import { Redirect } from '@portfolio/api-client/site';
import { Route, Routes } from 'react-router-dom';
import { AddTagsRoute } from './AddTagsRoute';
import { playerPath } from './library-address';
import { VideoPlayerRoute } from './VideoPlayerRoute';

/** Everything under /video-database/* (spec part 2 §2), in one lazy chunk with its own data provider. */
export function VideoDatabaseRoutes() {
  return (
    <DataProvider>
      <Routes>
        {/* video-database itself (exact match only) goes to the player, and so does any address
            under it that names no page (an absolute target: a relative one would be read from
            inside the unknown address and lead deeper each time). */}
        <Route index element={<Redirect to={playerPath} />} />
        <Route path="video-player" element={<VideoPlayerRoute />} />
        <Route path="add-tags" element={<AddTagsRoute />} />
        <Route path="*" element={<Redirect to={playerPath} />} />
      </Routes>
    </DataProvider>
  );
}
