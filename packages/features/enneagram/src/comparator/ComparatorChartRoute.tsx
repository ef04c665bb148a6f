import { DataProvider } from '@portfolio/api-client';
import { LoadingIndicator, MessageDialog, PageFrame, useDocumentTitle } from '@portfolio/ui';
import { ComparatorChart, NoticePage } from '@portfolio/ui/enneagram';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useEnneagramReference } from '../api/get-reference';
import {
  canDrillDown,
  canSubmitComparison,
  comparatorChartAxis,
  DRILL_DOWN_ALERT,
  PROGRAMMING_ERROR,
  questionIdsOfKey,
  rebuildAnswers,
  scoreByType,
  type TypeScore,
} from '../scoring';
import { readComparison } from '../storage';

const backToSelector = { href: '/enneagram/comparator', label: 'Choose tests in the Comparison Tool' };

/** enneagram/comparator-chart: the chosen tests side by side, type by type. */
export function ComparatorChartRoute() {
  return (
    <DataProvider>
      <ComparatorChartContainer />
    </DataProvider>
  );
}

function ComparatorChartContainer() {
  const navigate = useNavigate();
  const [tests] = useState(() => readComparison() ?? []);
  // The drill-down's refusal is an in-page dialog like the area's other alerts (decision 011).
  const [refused, setRefused] = useState(false);
  const reference = useEnneagramReference();
  useDocumentTitle('Comparison Chart');

  const chart = useMemo(() => {
    if (!reference.data || !canSubmitComparison(tests.length)) return undefined;
    const { answerKey, types } = reference.data;
    const questionIds = questionIdsOfKey(answerKey);
    const scores: TypeScore[][] = [];
    for (const test of tests) {
      const rebuilt = rebuildAnswers(test.answers, questionIds);
      if (!rebuilt.ok) return { problem: rebuilt.message };
      scores.push(scoreByType(rebuilt.answers, answerKey, types));
    }
    const groups = (scores[0] ?? []).map((score, typeIndex) => ({
      key: score.type,
      number: score.number,
      name: score.name,
      values: scores.map((testScores) => testScores[typeIndex]?.count ?? 0),
    }));
    return { groups };
  }, [reference.data, tests]);

  if (!canSubmitComparison(tests.length)) {
    return (
      <NoticePage
        heading="Comparison Chart"
        message="No tests are chosen for comparison. Choose 1 to 4 tests in the Comparison Tool."
        link={backToSelector}
      />
    );
  }
  if (!chart) {
    return (
      <PageFrame>
        <LoadingIndicator label="Scoring the tests" />
      </PageFrame>
    );
  }
  if ('problem' in chart) {
    return (
      <NoticePage heading="Comparison Chart" tone="error" message={chart.problem ?? PROGRAMMING_ERROR} />
    );
  }
  return (
    <>
      <ComparatorChart
        series={tests.map((test, index) => ({ key: String(index), label: `${test.userid} (${test.title})` }))}
        groups={chart.groups}
        {...comparatorChartAxis()}
        onSelectType={(type) => {
          if (!canDrillDown(tests.length)) {
            setRefused(true);
            return;
          }
          void navigate('/enneagram/comparator-difference', { state: { type } });
        }}
      />
      {refused && <MessageDialog message={DRILL_DOWN_ALERT} onClose={() => setRefused(false)} />}
    </>
  );
}
