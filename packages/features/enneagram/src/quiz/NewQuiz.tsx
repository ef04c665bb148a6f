import { blankAnswerItems } from '@portfolio/contracts';
import { LoadingIndicator } from '@portfolio/ui';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useQuestions } from '../api/get-questions';
import { enneagramPaths } from '../area/paths';
import { clearProgress, storeProgress } from '../storage';

/**
 * quiz/new: clears the stored progress, loads the questions and stores them as a blank test,
 * then carries on as quiz/resume, so reloading the page keeps the answers given so far.
 */
export function NewQuiz() {
  const navigate = useNavigate();
  const questions = useQuestions(true);

  useEffect(() => {
    clearProgress();
  }, []);

  useEffect(() => {
    if (!questions.data) return;
    storeProgress(blankAnswerItems(questions.data));
    void navigate(enneagramPaths.resumeQuiz, { replace: true });
  }, [questions.data, navigate]);

  return <LoadingIndicator label="Loading the questions" />;
}
