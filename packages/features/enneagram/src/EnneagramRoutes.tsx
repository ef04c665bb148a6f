import { Redirect, siteAddresses, useNotFoundStatus } from '@portfolio/api-client/site';
import { DataProvider } from '@portfolio/api-client';
import { LoadingIndicator, NotFoundPage, PageFrame } from '@portfolio/ui';
import { lazy, Suspense } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { SignUpRoute } from './accounts/SignUpRoute';
import { LoginRoute } from './accounts/LoginRoute';
import { EnneagramArea } from './area/EnneagramArea';
import { ComparatorDifferenceRoute } from './comparator/ComparatorDifferenceRoute';
import { ComparatorRoute } from './comparator/ComparatorRoute';
import { EnneagramHomeRoute } from './home/EnneagramHomeRoute';
import { QuizRoute } from './quiz/QuizRoute';
import { AnswerBinsRoute, ChestnutChecklistRoute, HelpRoute } from './reference';

// The two pages with bar charts bring the chart library (visx and d3, about 18 kB compressed)
// with them, so the area's other pages load without it.
const ResultsRoute = lazy(() => import('./results/ResultsRoute').then((m) => ({ default: m.ResultsRoute })));
const ComparatorChartRoute = lazy(() =>
  import('./comparator/ComparatorChartRoute').then((m) => ({ default: m.ComparatorChartRoute })),
);

/** What a chart page shows while its code arrives: the area's frame with the page's place held. */
function ChartPageLoading() {
  return (
    <PageFrame>
      <LoadingIndicator label="Loading the chart" />
    </PageFrame>
  );
}

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
          <Route
            path="test-results/:userid"
            element={
              <Suspense fallback={<ChartPageLoading />}>
                <FreshResultsRoute />
              </Suspense>
            }
          />
          <Route path="answer-bins" element={<AnswerBinsRoute />} />
          <Route path="help" element={<HelpRoute />} />
          <Route path="chestnut-checklist" element={<ChestnutChecklistRoute />} />
          <Route path="comparator" element={<ComparatorRoute />} />
          <Route
            path="comparator-chart"
            element={
              <Suspense fallback={<ChartPageLoading />}>
                <ComparatorChartRoute />
              </Suspense>
            }
          />
          <Route path="comparator-difference" element={<ComparatorDifferenceRoute />} />
          <Route path="*" element={<AreaNotFound />} />
        </Routes>
      </EnneagramArea>
    </DataProvider>
  );
}
