import styled from 'styled-components';

export type AnswerLevelCode = 'g' | 's' | 'n';

export interface LevelAnswer {
  /** Unique within the list, e.g. "17.2". */
  key: string;
  questionId: number;
  statement: string;
  level: AnswerLevelCode;
}

export interface LevelAnswerListProps {
  answers: LevelAnswer[];
  /** Accessible name of the list, e.g. "Answers chosen for Reformer". */
  label: string;
  /** Shown instead of an empty list. */
  emptyText: string;
}

export const answerLevelNames: Record<AnswerLevelCode, string> = { g: 'growth', s: 'stress', n: 'neutral' };

const List = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
`;

// The level colour is a bar and a dot beside dark text: cyan or orange text on white would be unreadable.
const Item = styled.li<{ $level: AnswerLevelCode }>`
  display: grid;
  grid-template-columns: auto 1fr auto;
  align-items: baseline;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
  border-left: 8px solid ${({ theme, $level }) => theme.answerLevelColors[$level]};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.resting};

  /* On phones the level goes under the statement, so the statement keeps the width. */
  @media (max-width: ${({ theme }) => theme.breakpoints.phone}) {
    grid-template-columns: auto 1fr;
    row-gap: ${({ theme }) => theme.space(1)};

    > :last-child {
      grid-column: 2;
    }
  }
`;

const Question = styled.span`
  font-variant-numeric: tabular-nums;
  color: ${({ theme }) => theme.colors.mutedText};
  font-size: 0.875rem;
  min-width: 4.5ch;
`;

const Level = styled.span<{ $level: AnswerLevelCode }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  font-size: 0.8125rem;
  color: ${({ theme }) => theme.colors.mutedText};
  white-space: nowrap;

  &::before {
    content: '';
    width: 0.8em;
    height: 0.8em;
    border-radius: 50%;
    background: ${({ theme, $level }) => theme.answerLevelColors[$level]};
    box-shadow: 0 0 0 1px rgba(31, 35, 40, 0.35);
  }
`;

const Empty = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.mutedText};
`;

/** Statements with the question they come from, each marked with its level's colour and name. */
export function LevelAnswerList({ answers, label, emptyText }: LevelAnswerListProps) {
  if (answers.length === 0) return <Empty>{emptyText}</Empty>;
  return (
    <List aria-label={label}>
      {answers.map((answer) => (
        <Item key={answer.key} $level={answer.level} data-level={answer.level}>
          <Question>Q{answer.questionId}</Question>
          <span>{answer.statement}</span>
          <Level $level={answer.level}>{answerLevelNames[answer.level]}</Level>
        </Item>
      ))}
    </List>
  );
}
