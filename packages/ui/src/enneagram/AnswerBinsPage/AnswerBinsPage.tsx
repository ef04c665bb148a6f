import { useId } from 'react';
import styled from 'styled-components';
import { PageFrame } from '../../base/PageFrame';
import {
  type AnswerLevelCode,
  answerLevelNames,
  type LevelAnswer,
  LevelAnswerList,
} from '../LevelAnswerList';
import { type ReferenceSection, ReferenceText } from '../ReferenceText';

export interface AnswerBin {
  /** The type's address name, e.g. "reformer". */
  key: string;
  number: number;
  name: string;
  answers: LevelAnswer[];
}

export interface AnswerBinsPageProps {
  sections: ReferenceSection[];
  bins: AnswerBin[];
}

const Levels = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(4)};
  list-style: none;
  margin: 0 0 ${({ theme }) => theme.space(8)};
  padding: 0;
`;

const Level = styled.li<{ $level: AnswerLevelCode }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  font-weight: 600;

  &::before {
    content: '';
    width: 1.5rem;
    height: 1rem;
    border-radius: 4px;
    background: ${({ theme, $level }) => theme.answerLevelColors[$level]};
    box-shadow: 0 0 0 1px rgba(31, 35, 40, 0.35);
  }
`;

const BinsHeading = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space(3)};
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: 1.5rem;
`;

const Bin = styled.details`
  margin-bottom: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radiusLarge};
  background: ${({ theme }) => theme.colors.surfaceMuted};

  summary {
    cursor: pointer;
    padding: ${({ theme }) => `${theme.space(3)} ${theme.space(4)}`};
    font-weight: 600;
    font-size: 1.0625rem;
  }

  > ol,
  > p {
    padding: 0 ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(3)};
  }
`;

const levelOrder: AnswerLevelCode[] = ['g', 's', 'n'];

/** Under the Hood: how answers become scores, the level colours, and every statement by type. */
export function AnswerBinsPage({ sections, bins }: AnswerBinsPageProps) {
  const prefix = `bins${useId().replace(/[^a-zA-Z0-9]/g, '')}`;
  return (
    <PageFrame heading="Under the Hood" width="narrow">
      <ReferenceText sections={sections} idPrefix={prefix} />
      <Levels aria-label="Level colours">
        {levelOrder.map((level) => (
          <Level key={level} $level={level}>
            {level} {answerLevelNames[level]}
          </Level>
        ))}
      </Levels>
      <section aria-labelledby={`${prefix}-bins`}>
        <BinsHeading id={`${prefix}-bins`}>The statements of each type</BinsHeading>
        {bins.map((bin) => (
          <Bin key={bin.key}>
            <summary>
              Type {bin.number} {bin.name} ({bin.answers.length} statements)
            </summary>
            <LevelAnswerList
              answers={bin.answers}
              label={`Statements of type ${bin.number} ${bin.name}`}
              emptyText="No statements belong to this type."
            />
          </Bin>
        ))}
      </section>
    </PageFrame>
  );
}
