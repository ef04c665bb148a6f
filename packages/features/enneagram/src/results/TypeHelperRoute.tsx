import { LoadingIndicator, PageFrame, useDocumentTitle } from '@portfolio/ui';
import { NoticePage, TypeAnswersPage } from '@portfolio/ui/enneagram';
import { useMemo } from 'react';
import { useParams } from 'react-router-dom';
import { useEnneagramReference } from '../api/get-reference';
import { AreaPage } from '../area/AreaPage';
import { answersOfType, findTypeBySlug, statementKey } from '../scoring';
import { useStoredTestResult } from '../storage';

const typeList =
  'reformer, helper, achiever, individualist, investigator, loyalist, enthusiast, challenger or peacemaker';

/** /typeHelper/:type, under the area's menus: one type's descriptor and the open result's answers of that type. */
export function TypeHelperRoute() {
  return (
    <AreaPage>
      <TypeHelperContainer />
    </AreaPage>
  );
}

function TypeHelperContainer() {
  const { type: slug = '' } = useParams();
  const stored = useStoredTestResult();
  const reference = useEnneagramReference();
  const descriptor = reference.data && findTypeBySlug(reference.data.types, slug);
  // A known type is named as the reference writes it ("Investigator"); an unknown one as typed.
  useDocumentTitle(`Answers for Type ${descriptor ? descriptor.name : slug}`);
  const answers = useMemo(
    () =>
      stored && reference.data && descriptor
        ? answersOfType(stored.answers, reference.data.answerKey, descriptor.letter)
        : [],
    [stored, reference.data, descriptor],
  );

  if (!reference.data) {
    return (
      <PageFrame>
        <LoadingIndicator label="Loading the type" />
      </PageFrame>
    );
  }
  if (!descriptor) {
    return (
      <NoticePage
        heading={`Answers for Type ${slug}`}
        tone="error"
        message={`There is no type called "${slug}". The types are ${typeList}.`}
        link={{ href: '/enneagram/help', label: 'Read about the nine types' }}
      />
    );
  }
  return (
    <TypeAnswersPage
      number={descriptor.number}
      name={descriptor.name}
      title={descriptor.title}
      spectrum={descriptor.spectrum}
      answerBinsHref="/enneagram/answer-bins"
      resultLabel={stored ? `${stored.userid} (${stored.title})` : undefined}
      answers={answers.map((answer) => ({
        key: statementKey(answer),
        questionId: answer.questionId,
        statement: answer.statement,
        level: answer.level,
      }))}
    />
  );
}
