import { DataProvider } from '@portfolio/api-client';
import { Redirect, useNotFoundStatus } from '@portfolio/api-client/site';
import { useDocumentTitle } from '@portfolio/ui';
import { MidiMessagePage } from '@portfolio/ui/midi';
import { Route, Routes, useLocation } from 'react-router-dom';
import { landingPath, PROJECTS_PATH } from '../midi-paths';
import { ComposerLandingRoute } from './ComposerLandingRoute';
import { ComposerScoresRoute } from './ComposerScoresRoute';
import { ScoreRoute } from './ScoreRoute';
import { VideoRoute } from './VideoRoute';

function UnknownMidiPage() {
  const { pathname } = useLocation();
  useDocumentTitle('Page not found');
  useNotFoundStatus();
  return (
    <MidiMessagePage
      heading="Page not found"
      message={`The sheet-music area has no page at ${pathname}.`}
      backHref={landingPath('piano')}
      backLabel="See the piano composers"
      landingHref={landingPath('piano')}
      projectsHref={PROJECTS_PATH}
    />
  );
}

/** Everything under /midi/* (spec part 2 §2), in one lazy chunk with its own data provider. */
export function MidiRoutes() {
  return (
    <DataProvider>
      <Routes>
        <Route index element={<Redirect to="landing/home" />} />
        <Route path="landing/:instrument" element={<ComposerLandingRoute />} />
        <Route path="composers/:instrument/:composer" element={<ComposerScoresRoute />} />
        <Route path="scores/:instrument/:score" element={<ScoreRoute />} />
        <Route path="videos/:video" element={<VideoRoute />} />
        <Route path="*" element={<UnknownMidiPage />} />
      </Routes>
    </DataProvider>
  );
}
