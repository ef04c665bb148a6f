import { DataProvider } from '@portfolio/api-client';
import { LoadingIndicator, PageFrame, useDocumentTitle } from '@portfolio/ui';
import { NoticePage, TestResultPage } from '@portfolio/ui/enneagram';
import { useMemo } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useEnneagramReference } from '../api/get-reference';
import { displayTestDate, questionIdsOfKey, rebuildAnswers, resultChartAxis, scoreByType } from '../scoring';
import { useStoredTestResult } from '../storage';

/** enneagram/test-results/:userid: the result the User Results menu put in session storage. */
export function ResultsRoute() {
  return (
    <DataProvider>
      <ResultsContainer />
    </DataProvider>
  );
}

function ResultsContainer() {
  const { userid = '' } = useParams();
  const navigate = useNavigate();
  // This tab's open result; undefined until the browser has read it (not on the server).
  const stored = useStoredTestResult();
  const reference = useEnneagramReference();
  useDocumentTitle(stored ? `${stored.userid} (${stored.title})` : 'Test Results');

  const scored = useMemo(() => {
    if (!stored || !reference.data) return undefined;
    const { answerKey, types } = reference.data;
    const rebuilt = rebuildAnswers(stored.answers, questionIdsOfKey(answerKey));
    if (!rebuilt.ok) return { problem: rebuilt.message };
    const scores = scoreByType(rebuilt.answers, answerKey, types);
    const bars = scores.map((score) => ({
      key: score.type,
      number: score.number,
      name: score.name,
      value: score.count,
    }));
    return { bars, ...resultChartAxis(scores) };
  }, [stored, reference.data]);

  if (stored === undefined) {
    return (
      <PageFrame>
        <LoadingIndicator label="Opening the test result" />
      </PageFrame>
    );
  }
  if (!stored || stored.userid !== userid) {
    return (
      <NoticePage
        heading="Test Results"
        message={
          stored
            ? `The open test result belongs to ${stored.userid}, not to ${userid}. Choose ${userid} in the User Results menu to open theirs.`
            : 'No test result is open. Choose a user in the User Results menu to open one of their tests.'
        }
      />
    );
  }
  if (!scored) {
    // A failed load has already gone to the error page.
    return (
      <PageFrame>
        <LoadingIndicator label="Scoring the test" />
      </PageFrame>
    );
  }
  return (
    <TestResultPage
      userid={stored.userid}
      title={stored.title}
      date={displayTestDate(stored.date)}
      rawData={JSON.stringify(stored, null, 2)}
      {...scored}
      onSelectType={(type) => void navigate(`/typeHelper/${type}`)}
    />
  );
}
