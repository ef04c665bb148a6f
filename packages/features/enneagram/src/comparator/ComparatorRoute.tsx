import { DataProvider } from '@portfolio/api-client';
import { useDocumentTitle } from '@portfolio/ui';
import { ComparatorSelector } from '@portfolio/ui/enneagram';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAllTests } from '../api/get-all-tests';
import { canSubmitComparison, COMPARISON_MAX_TESTS, displayTestDate, groupTestsByUser } from '../scoring';
import { storeComparison } from '../storage';

/** enneagram/comparator: every saved test of every user; 1 to 4 go on to the comparison chart. */
export function ComparatorRoute() {
  return (
    <DataProvider>
      <ComparatorContainer />
    </DataProvider>
  );
}

function ComparatorContainer() {
  const navigate = useNavigate();
  const tests = useAllTests();
  const [selected, setSelected] = useState<string[]>([]);
  useDocumentTitle('Comparison Tool');

  // A test has no id of its own: its place in the list names it while the page is open.
  const users = useMemo(
    () =>
      groupTestsByUser((tests.data ?? []).map((test, index) => ({ ...test, key: String(index) }))).map(
        (user) => ({
          userid: user.userid,
          tests: user.tests.map((test) => ({
            key: test.key,
            title: test.title,
            date: displayTestDate(test.date),
          })),
        }),
      ),
    [tests.data],
  );

  // While the tests load (a failed load has already gone to the error page), the selector shows
  // its heading and intro with the list's place held.
  const all = tests.data;
  return (
    <ComparatorSelector
      users={all ? users : undefined}
      selected={selected}
      maxTests={COMPARISON_MAX_TESTS}
      canSubmit={canSubmitComparison(selected.length)}
      onToggle={(key, checked) =>
        setSelected((current) => (checked ? [...current, key] : current.filter((entry) => entry !== key)))
      }
      onSubmit={() => {
        // In list order, so the series colours follow the order the tests are listed in.
        storeComparison((all ?? []).filter((_, index) => selected.includes(String(index))));
        void navigate('/enneagram/comparator-chart');
      }}
    />
  );
}
