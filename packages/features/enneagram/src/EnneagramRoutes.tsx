import { Redirect, siteAddresses, useNotFoundStatus } from '@portfolio/api-client/site';
import { DataProvider } from '@portfolio/api-client';
import { NotFoundPage } from '@portfolio/ui';
import { Route, Routes, useLocation } from 'react-router-dom';
import { SignUpRoute } from './accounts/SignUpRoute';
import { LoginRoute } from './accounts/LoginRoute';
import { EnneagramArea } from './area/EnneagramArea';
import { ComparatorChartRoute, ComparatorDifferenceRoute, ComparatorRoute } from './comparator';
import { EnneagramHomeRoute } from './home/EnneagramHomeRoute';
import { QuizRoute } from './quiz/QuizRoute';
import { AnswerBinsRoute, ChestnutChecklistRoute, HelpRoute } from './reference';
import { ResultsRoute } from './results';

function AreaNotFound() {
  const location = useLocation();
  useNotFoundStatus();
  return <NotFoundPage path={location.pathname} homeHref={siteAddresses.landing} />;
}

/** The results page reads the chosen test once: a new choice (even of the same user) is a new page. */
function FreshResultsRoute() {
  const location = useLocation();
  return <ResultsRoute key={location.key} />;
}

/**
 * Everything under /enneagram/ (spec §2). The bare address goes home (exact match only); React
 * Router matches every page with and without a trailing slash (login/, signup/, answer-bins/, help/).
 */
export function EnneagramRoutes() {
  return (
    <DataProvider>
      <EnneagramArea>
        <Routes>
          <Route index element={<Redirect to="enneagram-home" />} />
          <Route path="enneagram-home" element={<EnneagramHomeRoute />} />
          <Route path="quiz/:mode" element={<QuizRoute />} />
          <Route path="signup" element={<SignUpRoute />} />
          <Route path="login" element={<LoginRoute />} />
          <Route path="test-results/:userid" element={<FreshResultsRoute />} />
          <Route path="answer-bins" element={<AnswerBinsRoute />} />
          <Route path="help" element={<HelpRoute />} />
          <Route path="chestnut-checklist" element={<ChestnutChecklistRoute />} />
          <Route path="comparator" element={<ComparatorRoute />} />
          <Route path="comparator-chart" element={<ComparatorChartRoute />} />
          <Route path="comparator-difference" element={<ComparatorDifferenceRoute />} />
          <Route path="*" element={<AreaNotFound />} />
        </Routes>
      </EnneagramArea>
    </DataProvider>
  );
}
