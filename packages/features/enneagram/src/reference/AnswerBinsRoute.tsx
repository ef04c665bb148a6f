import { DataProvider } from '@portfolio/api-client';
import { LoadingIndicator, PageFrame, useDocumentTitle } from '@portfolio/ui';
import { AnswerBinsPage } from '@portfolio/ui/enneagram';
import { useMemo } from 'react';
import { useQuestions } from '../api/get-questions';
import { useEnneagramReference } from '../api/get-reference';
import { answerBins } from '../scoring';

/** enneagram/answer-bins (Under the Hood): the level colours and every statement sorted by type. */
export function AnswerBinsRoute() {
  return (
    <DataProvider>
      <AnswerBinsContainer />
    </DataProvider>
  );
}

function AnswerBinsContainer() {
  const reference = useEnneagramReference();
  const questions = useQuestions(true);
  useDocumentTitle('Under the Hood');

  const bins = useMemo(() => {
    if (!reference.data || !questions.data) return undefined;
    return answerBins(questions.data, reference.data.answerKey, reference.data.types).map(
      ({ type, statements }) => ({
        key: type.type,
        number: type.number,
        name: type.name,
        answers: statements.map((statement) => ({
          key: `${statement.questionId}.${statement.selection}`,
          questionId: statement.questionId,
          statement: statement.statement,
          level: statement.level,
        })),
      }),
    );
  }, [reference.data, questions.data]);

  if (!reference.data || !bins) {
    return (
      <PageFrame>
        <LoadingIndicator label="Loading the statements" />
      </PageFrame>
    );
  }
  return <AnswerBinsPage sections={reference.data.pages.answerBins} bins={bins} />;
}
