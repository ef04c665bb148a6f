import type { AnswerItem, AnswerSelection } from '@portfolio/contracts';
import { testTitleMaxLength } from '@portfolio/contracts';
import { MessageDialog, PageFrame, PromptDialog } from '@portfolio/ui';
import { QuizQuestion } from '@portfolio/ui/enneagram';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSaveTest } from '../api/save-test';
import { enneagramPaths } from '../area/paths';
import { formatTestDate } from '../scoring';
import { clearProgress, readProgress, readUserName, storeProgress } from '../storage';
import { countAnswered, resumeIndex, withSelection } from './quiz-progress';

export const noTestToResumeText = 'No test to resume';
export const logInToSaveText = 'Please log in to save';
export const sessionEndedText =
  'Your login has ended on the server: log in again to save. Your answers stay on this device.';

type Dialog = 'login-required' | 'title' | null;

/** The running test: every answer is stored on this device the moment it is given. */
export function QuizSession() {
  const navigate = useNavigate();
  const save = useSaveTest();
  const [answers, setAnswers] = useState<AnswerItem[] | null>(() => readProgress());
  const [index, setIndex] = useState(() => (answers ? resumeIndex(answers) : 0));
  const [dialog, setDialog] = useState<Dialog>(null);
  // Keys can arrive faster than renders: the latest answers and position live in refs as well.
  const answersRef = useRef(answers);
  const indexRef = useRef(index);

  const last = (answers?.length ?? 0) - 1;
  const current = answers?.[Math.min(index, last)];
  if (!answers || !current) {
    return (
      <PageFrame heading="Resume Test in Progress" width="narrow">
        <MessageDialog message={noTestToResumeText} onClose={() => void navigate(enneagramPaths.home)} />
      </PageFrame>
    );
  }

  const moveTo = (next: number) => {
    const bounded = Math.max(0, Math.min(next, last));
    indexRef.current = bounded;
    setIndex(bounded);
  };

  const select = (selection: AnswerSelection) => {
    const stored = answersRef.current;
    if (!stored) return;
    const next = withSelection(stored, indexRef.current, selection);
    answersRef.current = next;
    storeProgress(next);
    setAnswers(next);
  };

  const saveWithTitle = (title: string) => {
    setDialog(null);
    const userid = readUserName();
    if (!userid) return setDialog('login-required');
    save.mutate(
      { userid, title, date: formatTestDate(new Date()), answers: answersRef.current ?? answers },
      {
        onSuccess: () => {
          clearProgress();
          void navigate(enneagramPaths.home);
        },
      },
    );
  };

  const answered = countAnswered(answers);
  const status = save.isPending
    ? { tone: 'info' as const, text: 'Saving…' }
    : save.error
      ? {
          tone: 'error' as const,
          text: save.error.status === 401 ? sessionEndedText : save.error.error || save.error.message,
        }
      : undefined;

  return (
    <>
      <QuizQuestion
        question={current}
        selection={current.selection}
        answered={answered}
        total={answers.length}
        hasPrevious={index > 0}
        hasNext={index < last}
        onSelect={select}
        onPrevious={() => moveTo(indexRef.current - 1)}
        onNext={() => moveTo(indexRef.current + 1)}
        onSave={() => setDialog(readUserName() === null ? 'login-required' : 'title')}
        saving={save.isPending || save.isSuccess}
        status={status}
        shortcutsEnabled={dialog === null}
      />
      {dialog === 'login-required' && (
        <MessageDialog message={logInToSaveText} onClose={() => setDialog(null)} />
      )}
      {dialog === 'title' && (
        <PromptDialog
          title="Enter Your Test Title"
          label="Test title"
          note="The title tells your saved tests apart."
          maxLength={testTitleMaxLength}
          onSave={saveWithTitle}
          onCancel={() => setDialog(null)}
        />
      )}
    </>
  );
}
