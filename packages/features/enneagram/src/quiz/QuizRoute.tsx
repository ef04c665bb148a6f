import { siteAddresses, useNotFoundStatus } from '@portfolio/api-client/site';
import { NotFoundPage, useDocumentTitle } from '@portfolio/ui';
import { useLocation, useParams } from 'react-router-dom';
import { NewQuiz } from './NewQuiz';
import { QuizSession } from './QuizSession';

/** enneagram/quiz/{mode}: `new` starts a fresh test, `resume` carries on with the stored one. */
export function QuizRoute() {
  useDocumentTitle('Enneagram Test');
  const { mode } = useParams();
  const location = useLocation();
  if (mode === 'new') return <NewQuiz />;
  if (mode === 'resume') return <QuizSession />;
  return <UnknownQuizMode path={location.pathname} />;
}

function UnknownQuizMode({ path }: { path: string }) {
  useNotFoundStatus();
  return <NotFoundPage path={path} homeHref={siteAddresses.landing} />;
}
