import { DataProvider } from '@portfolio/api-client';
import { Navigate, Route, Routes } from 'react-router-dom';
import { AddTagsRoute } from './AddTagsRoute';
import { VideoPlayerRoute } from './VideoPlayerRoute';

/** Everything under /video-database/* (spec part 2 §2), in one lazy chunk with its own data provider. */
export function VideoDatabaseRoutes() {
  return (
    <DataProvider>
      <Routes>
        {/* video-database itself (exact match only) goes to the player. */}
        <Route index element={<Navigate to="video-player" replace />} />
        <Route path="video-player" element={<VideoPlayerRoute />} />
        <Route path="add-tags" element={<AddTagsRoute />} />
        <Route path="*" element={<Navigate to="video-player" replace />} />
      </Routes>
    </DataProvider>
  );
}
