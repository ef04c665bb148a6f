import styled from 'styled-components';
import { Button } from '../../base/Button';
import { VisuallyHidden } from '../../base/VisuallyHidden';
import { EmptyState } from '../../base/EmptyState';

export interface SavedQueryItem {
  name: string;
  /** The query in words, e.g. `Must Match: Tags Match Phrase “memory”`. */
  description: string;
  /** Set when the stored text is no advanced search any more: the item says why and cannot run. */
  problem?: string;
}

export interface SavedQueryListProps {
  queries: readonly SavedQueryItem[];
  onRun: (name: string) => void;
  /** The name of the saved query whose results are on screen. */
  current?: string;
}

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li<{ $current: boolean }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
  border: 1px solid ${({ theme, $current }) => ($current ? theme.colors.accent : theme.colors.border)};
  border-left-width: ${({ $current }) => ($current ? '4px' : '1px')};
  border-radius: ${({ theme }) => theme.radius};
`;

const Text = styled.div`
  display: grid;
  flex: 1 1 12rem;
  min-width: 0;
  overflow-wrap: anywhere;
`;

const Description = styled.span`
  color: ${({ theme }) => theme.colors.mutedText};
  font-size: 0.875rem;
`;

const Problem = styled.span`
  color: ${({ theme }) => theme.colors.danger};
  font-size: 0.875rem;
`;

/** The saved advanced queries, by name, each with a button that runs it. */
export function SavedQueryList({ queries, onRun, current }: SavedQueryListProps) {
  if (queries.length === 0)
    return <EmptyState>No saved queries yet. Build an advanced search and save it.</EmptyState>;
  return (
    <List aria-label="Saved queries">
      {queries.map((query) => (
        <Item
          key={query.name}
          $current={query.name === current}
          aria-current={query.name === current ? 'true' : undefined}
        >
          <Text>
            <strong>{query.name}</strong>
            {query.problem ? (
              <Problem>{query.problem}</Problem>
            ) : (
              <Description>{query.description}</Description>
            )}
          </Text>
          <Button variant="secondary" disabled={Boolean(query.problem)} onClick={() => onRun(query.name)}>
            Run<VisuallyHidden> {query.name}</VisuallyHidden>
          </Button>
        </Item>
      ))}
    </List>
  );
}
