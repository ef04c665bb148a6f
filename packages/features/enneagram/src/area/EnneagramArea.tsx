import { ApiRequestError } from '@portfolio/api-client';
import { ConfirmDialog } from '@portfolio/ui';
import { AreaLayout, type AreaNotice } from '@portfolio/ui/enneagram';
import { type ReactNode, useCallback, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useFactoryImport } from '../api/factory-import';
import { type EnneagramAction, enneagramActions, enneagramChartNames } from './menu-entries';
import { useAllUsers } from '../api/get-all-users';
import { logOutOnServer } from '../api/log-out';
import { forgetUserName, hasProgress, readUserName } from '../storage';
import { useUserResults } from '../user-results/useUserResults';
import { enneagramPaths } from './paths';
import { decideTakeNewTest } from './take-new-test';

export const notImplementedText = 'Not implemented yet';
export const signUpWhileLoggedInText = 'You have to log off first before creating another account';
export const factoryOwnerOnlyText =
  'Factory Import is for the site owner: sign in on the owner page (/owner) first, then try again.';

export interface EnneagramAreaProps {
  children?: ReactNode;
  /** Log Out reloads the page; stories pass a spy. */
  reload?: () => void;
}

const reloadPage = () => window.location.reload();

/**
 * The frame of every Enneagram page: the Actions, Charts and User Results menus, what their
 * entries do, and the messages and dialogs they raise.
 */
export function EnneagramArea({ children, reload = reloadPage }: EnneagramAreaProps) {
  const navigate = useNavigate();
  const location = useLocation();
  const users = useAllUsers();
  const factory = useFactoryImport();
  const [confirmRestart, setConfirmRestart] = useState(false);
  // A message belongs to the page it was raised on; moving on clears it.
  const [notice, setNotice] = useState<{ path: string; notice: AreaNotice }>();

  const showNotice = useCallback(
    (next: AreaNotice | undefined) => setNotice(next ? { path: location.pathname, notice: next } : undefined),
    [location.pathname],
  );
  const { openUserResults, dialog: userResultsDialog } = useUserResults(showNotice);
  const go = (path: string) => void navigate(path);

  const runFactoryImport = () => {
    showNotice({ text: 'Importing…', tone: 'info' });
    factory.mutateAsync().then(
      (answer) => showNotice({ text: answer.msg, tone: 'success' }),
      (error: unknown) => {
        const owner = error instanceof ApiRequestError && error.status === 401;
        const text = owner
          ? factoryOwnerOnlyText
          : error instanceof ApiRequestError
            ? error.error
            : String(error);
        showNotice({ text, tone: 'error' });
      },
    );
  };

  const onAction = (action: EnneagramAction) => {
    showNotice(undefined);
    switch (action) {
      case 'home':
        return go(enneagramPaths.home);
      case 'take-new-test': {
        const step = decideTakeNewTest({ loggedIn: readUserName() !== null, hasProgress: hasProgress() });
        if (step === 'login') return go(enneagramPaths.login);
        if (step === 'new-quiz') return go(enneagramPaths.newQuiz);
        return setConfirmRestart(true);
      }
      case 'resume-test':
        return go(readUserName() === null ? enneagramPaths.login : enneagramPaths.resumeQuiz);
      case 'comparison-tool':
        return go(enneagramPaths.comparator);
      case 'chestnut-checklist':
        return go(enneagramPaths.chestnutChecklist);
      case 'sign-up':
        if (readUserName() !== null) return showNotice({ text: signUpWhileLoggedInText, tone: 'error' });
        return go(enneagramPaths.signUp);
      case 'log-in':
        return go(enneagramPaths.login);
      case 'log-out':
        // The name goes first: logged off on this device even if the page is left mid-call.
        forgetUserName();
        return void logOutOnServer().then(reload);
      case 'factory-import':
        return runFactoryImport();
      case 'under-the-hood':
        return go(enneagramPaths.answerBins);
      case 'help':
        return go(enneagramPaths.help);
      case 'about':
        return showNotice({ text: notImplementedText, tone: 'info' });
    }
  };

  return (
    <AreaLayout
      homeHref={enneagramPaths.home}
      projectsHref={enneagramPaths.projects}
      userIds={users.data?.map((user) => user.userid)}
      userIdsFailed={users.isError}
      onAction={onAction}
      actions={enneagramActions}
      charts={enneagramChartNames}
      onChart={(chart) => go(enneagramPaths.chart(chart))}
      onUserResults={openUserResults}
      notice={notice?.path === location.pathname ? notice.notice : undefined}
      onDismissNotice={() => showNotice(undefined)}
    >
      {children}
      {confirmRestart && (
        <ConfirmDialog
          title="Test in Progress Found"
          message="A test you have not saved is stored on this device. YES starts a new test and deletes its answers; Cancel keeps them and returns home."
          onConfirm={() => {
            setConfirmRestart(false);
            go(enneagramPaths.newQuiz);
          }}
          onCancel={() => {
            setConfirmRestart(false);
            go(enneagramPaths.home);
          }}
        />
      )}
      {userResultsDialog}
    </AreaLayout>
  );
}
