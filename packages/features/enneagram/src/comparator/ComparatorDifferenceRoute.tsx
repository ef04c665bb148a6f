import { DataProvider } from '@portfolio/api-client';
import { LoadingIndicator, PageFrame, useDocumentTitle } from '@portfolio/ui';
import { ComparatorDifference, NoticePage } from '@portfolio/ui/enneagram';
import { useMemo, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useEnneagramReference } from '../api/get-reference';
import {
  canDrillDown,
  type ChosenStatement,
  compareTypeAnswers,
  DRILL_DOWN_ALERT,
  findTypeBySlug,
  statementKey,
} from '../scoring';
import { readComparison } from '../storage';

const chartHref = '/enneagram/comparator-chart';

const asListItems = (statements: ChosenStatement[]) =>
  statements.map((statement) => ({
    key: statementKey(statement),
    questionId: statement.questionId,
    statement: statement.statement,
    level: statement.level,
  }));

/** The chart hands the type over in the navigation state, which also survives a reload. */
function typeOfState(state: unknown): string {
  if (typeof state !== 'object' || state === null || !('type' in state)) return '';
  return typeof state.type === 'string' ? state.type : '';
}

/** enneagram/comparator-difference: one type across the two compared tests. */
export function ComparatorDifferenceRoute() {
  return (
    <DataProvider>
      <ComparatorDifferenceContainer />
    </DataProvider>
  );
}

function ComparatorDifferenceContainer() {
  const slug = typeOfState(useLocation().state);
  const [tests] = useState(() => readComparison() ?? []);
  const reference = useEnneagramReference();
  useDocumentTitle('Comparison');

  const descriptor = reference.data && findTypeBySlug(reference.data.types, slug);
  const [first, second] = tests;
  const difference = useMemo(
    () =>
      descriptor && reference.data && first && second
        ? compareTypeAnswers(first.answers, second.answers, reference.data.answerKey, descriptor.letter)
        : undefined,
    [descriptor, reference.data, first, second],
  );

  if (!canDrillDown(tests.length) || !first || !second) {
    return (
      <NoticePage
        heading="Comparison"
        message={`${DRILL_DOWN_ALERT}: choose two tests in the Comparison Tool, then a type in the chart.`}
        link={{ href: '/enneagram/comparator', label: 'Open the Comparison Tool' }}
      />
    );
  }
  if (!reference.data) {
    return (
      <PageFrame>
        <LoadingIndicator label="Comparing the answers" />
      </PageFrame>
    );
  }
  if (!descriptor || !difference) {
    return (
      <NoticePage
        heading="Comparison"
        tone="error"
        message={slug ? `There is no type called "${slug}".` : 'No type was chosen to compare.'}
        link={{ href: chartHref, label: 'Choose a type in the comparison chart' }}
      />
    );
  }
  return (
    <ComparatorDifference
      typeNumber={descriptor.number}
      typeName={descriptor.name}
      firstLabel={`${first.userid} (${first.title})`}
      secondLabel={`${second.userid} (${second.title})`}
      common={asListItems(difference.common)}
      onlyFirst={asListItems(difference.onlyFirst)}
      onlySecond={asListItems(difference.onlySecond)}
      chartHref={chartHref}
    />
  );
}
