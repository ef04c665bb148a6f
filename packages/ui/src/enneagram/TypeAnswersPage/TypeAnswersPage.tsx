import { useId } from 'react';
import styled from 'styled-components';
import { AppLink } from '../../base/AppLink';
import { PageFrame } from '../../base/PageFrame';
import { StatusText } from '../../base/StatusText';
import { type LevelAnswer, LevelAnswerList } from '../LevelAnswerList';
import { plural } from '../../base/text';

export interface TypeAnswersPageProps {
  number: number;
  /** The type's name as the reference writes it ("Reformer"): the heading names the type by it. */
  name: string;
  title: string;
  spectrum: string;
  /** Where "Under the Hood" leads: the answer-bins page. */
  answerBinsHref: string;
  /** "{userid} ({title})" of the open test result; undefined when none is open. */
  resultLabel?: string;
  /** The statements of this type the test taker chose. */
  answers: LevelAnswer[];
}

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => `${theme.space(2)} ${theme.space(4)}`};
  margin: 0 0 ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radiusLarge};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};

  dt {
    font-weight: 600;
    color: ${({ theme }) => theme.colors.mutedText};
  }

  dd {
    margin: 0;
  }

  @media (max-width: ${({ theme }) => theme.breakpoints.phone}) {
    grid-template-columns: 1fr;

    dd + dt {
      margin-top: ${({ theme }) => theme.space(2)};
    }
  }
`;

const Swatch = styled.span<{ $number: number }>`
  display: inline-block;
  width: 0.9em;
  height: 0.9em;
  margin-right: 0.4em;
  border-radius: 3px;
  vertical-align: -0.1em;
  background: ${({ theme, $number }) => theme.typeColors[$number as keyof typeof theme.typeColors] ?? 'transparent'};
  box-shadow: 0 0 0 1px rgba(31, 35, 40, 0.25);
`;

const UnderTheHood = styled(AppLink)`
  display: inline-block;
  margin-bottom: ${({ theme }) => theme.space(8)};
  font-weight: 600;
`;

const SectionHeading = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space(1)};
  font-size: 1.25rem;
`;

const Note = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(4)};
  color: ${({ theme }) => theme.colors.mutedText};
`;

/** One type: what it is, and the statements of it the test taker chose, coloured by level. */
export function TypeAnswersPage({
  number,
  name,
  title,
  spectrum,
  answerBinsHref,
  resultLabel,
  answers,
}: TypeAnswersPageProps) {
  const answersHeadingId = useId();
  return (
    <PageFrame heading={`Answers for Type ${name}`} width="narrow">
      <Facts>
        <dt>Name</dt>
        <dd>
          <Swatch $number={number} aria-hidden="true" />
          Type {number}, {name}
        </dd>
        <dt>Title</dt>
        <dd>{title}</dd>
        <dt>Spectrum</dt>
        <dd>{spectrum}</dd>
      </Facts>
      <UnderTheHood href={answerBinsHref}>Under the Hood</UnderTheHood>
      <section aria-labelledby={answersHeadingId}>
        <SectionHeading id={answersHeadingId}>Chosen answers</SectionHeading>
        {resultLabel ? (
          <>
            <Note>
              {plural(answers.length, 'statement')} of this type chosen in {resultLabel}. The colour shows
              each statement&apos;s level.
            </Note>
            <LevelAnswerList
              answers={answers}
              label={`Answers chosen for ${name}`}
              emptyText="None of the chosen statements belong to this type."
            />
          </>
        ) : (
          <StatusText tone="info">
            No test result is open. Open one from the User Results menu to see its answers for this type.
          </StatusText>
        )}
      </section>
    </PageFrame>
  );
}
