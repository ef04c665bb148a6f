import { ApiRequestError } from '@portfolio/api-client';
import type { TestResult } from '@portfolio/contracts';
import type { AreaNotice } from '@portfolio/ui/enneagram';
import { MessageDialog, SelectDialog } from '@portfolio/ui';
import { type ReactNode, useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { fetchUserTests } from '../api/query-tests';
import { storeTestResult } from '../storage';
import { decideUserResults, testResultsPath } from './decide-user-results';

export const noTestsText = 'No tests available yet.';

type Pending = { kind: 'none' } | { kind: 'choose'; userId: string; tests: TestResult[] } | null;

/**
 * The User Results menu: asks the server for the user's tests, then opens the only one, offers a
 * choice by title, or says there are none. Returns the action and the dialog it may show.
 */
export function useUserResults(showNotice: (notice: AreaNotice | undefined) => void): {
  openUserResults: (userId: string) => void;
  dialog: ReactNode;
} {
  const navigate = useNavigate();
  const [pending, setPending] = useState<Pending>(null);

  const open = useCallback(
    (test: TestResult) => {
      storeTestResult(test);
      // Every navigation gets a fresh location key, which remounts the results page: choosing
      // another test of the same user shows it too.
      void navigate(testResultsPath(test.userid));
    },
    [navigate],
  );

  const openUserResults = useCallback(
    (userId: string) => {
      showNotice({ text: `Loading the tests of ${userId}…`, tone: 'info' });
      fetchUserTests(userId).then(
        (tests) => {
          showNotice(undefined);
          const step = decideUserResults(tests);
          if (step.kind === 'none') setPending({ kind: 'none' });
          else if (step.kind === 'open') open(step.test);
          else setPending({ kind: 'choose', userId, tests: step.tests });
        },
        (error: unknown) => {
          const text = error instanceof ApiRequestError ? error.message : String(error);
          showNotice({ text, tone: 'error' });
        },
      );
    },
    [open, showNotice],
  );

  let dialog: ReactNode = null;
  if (pending?.kind === 'none') {
    dialog = <MessageDialog message={noTestsText} onClose={() => setPending(null)} />;
  } else if (pending?.kind === 'choose') {
    dialog = (
      <SelectDialog
        title={`Tests of ${pending.userId}`}
        items={pending.tests.map((test, index) => ({
          value: String(index),
          label: test.title,
          hint: test.date,
        }))}
        onOk={(value) => {
          const chosen = pending.tests[Number(value)];
          setPending(null);
          if (chosen) open(chosen);
        }}
        onCancel={() => setPending(null)}
      />
    );
  }
  return { openUserResults, dialog };
}
