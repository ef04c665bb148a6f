import { useId } from 'react';
import styled from 'styled-components';
import { AppLink } from '../../base/AppLink';
import { PageFrame } from '../../base/PageFrame';
import { type LevelAnswer, LevelAnswerList } from '../LevelAnswerList';

export interface ComparatorDifferenceProps {
  typeNumber: number;
  typeName: string;
  /** The two tests, e.g. "marisol.v (First try)". */
  firstLabel: string;
  secondLabel: string;
  common: LevelAnswer[];
  onlyFirst: LevelAnswer[];
  onlySecond: LevelAnswer[];
  /** Back to the comparison chart. */
  chartHref: string;
}

const Tests = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(4)};
  font-size: 1.0625rem;
  overflow-wrap: anywhere;
`;

const Back = styled(AppLink)`
  display: inline-block;
  margin-bottom: ${({ theme }) => theme.space(6)};
  font-weight: 600;
`;

const Part = styled.section`
  margin-bottom: ${({ theme }) => theme.space(8)};

  h2 {
    margin: 0 0 ${({ theme }) => theme.space(3)};
    font-size: 1.25rem;
    overflow-wrap: anywhere;
  }
`;

const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};

  @media (min-width: ${({ theme }) => theme.breakpoints.tablet}) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

function Block({ heading, answers, empty }: { heading: string; answers: LevelAnswer[]; empty: string }) {
  const id = useId();
  return (
    <Part aria-labelledby={id}>
      <h2 id={id}>
        {heading} ({answers.length})
      </h2>
      <LevelAnswerList answers={answers} label={heading} emptyText={empty} />
    </Part>
  );
}

/** One type across two tests: the statements both chose, and those only one of them chose. */
export function ComparatorDifference({
  typeNumber,
  typeName,
  firstLabel,
  secondLabel,
  common,
  onlyFirst,
  onlySecond,
  chartHref,
}: ComparatorDifferenceProps) {
  return (
    <PageFrame heading={`Type ${typeNumber} ${typeName}: common and different answers`}>
      <Tests>
        Comparing <strong>{firstLabel}</strong> with <strong>{secondLabel}</strong>.
      </Tests>
      <Back href={chartHref}>Back to the comparison chart</Back>
      <Block
        heading="Chosen in both tests"
        answers={common}
        empty="The two tests share no statement of this type."
      />
      <Columns>
        <Block
          heading={`Only in ${firstLabel}`}
          answers={onlyFirst}
          empty="Every statement of this type chosen here was chosen in the other test too."
        />
        <Block
          heading={`Only in ${secondLabel}`}
          answers={onlySecond}
          empty="Every statement of this type chosen here was chosen in the other test too."
        />
      </Columns>
    </PageFrame>
  );
}
