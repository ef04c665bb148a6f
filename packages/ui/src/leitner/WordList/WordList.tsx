import { useState } from 'react';
import styled from 'styled-components';
import { Button } from '../../base/Button';
import { Surface, SurfaceHeading } from '../../base/Card';
import { StatusText, type StatusTone } from '../../base/StatusText';
import { TextField } from '../../base/TextField';
import { EmptyState } from '../../base/EmptyState';

export interface WordListItem {
  id: string;
  term: string;
  meaning: string;
  box: number;
  /** `YYYY-MM-DD`. */
  dueOn: string;
}

export interface WordListProps {
  words: readonly WordListItem[];
  onEdit: (id: string) => void;
  onRemove: (id: string) => void;
  /** The last removal's answer. */
  status?: { text: string; tone: StatusTone };
}

const List = styled.ul`
  display: grid;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => `${theme.space(2)} 0`};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const Text = styled.div`
  min-width: 0;
  overflow-wrap: anywhere;

  span {
    display: block;
    color: ${({ theme }) => theme.colors.mutedText};
    font-size: 0.875rem;
  }
`;

const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
`;

/** Every word of the deck with its box and due day, to edit or remove. */
export function WordList({ words, onEdit, onRemove, status }: WordListProps) {
  const [filter, setFilter] = useState('');
  const wanted = filter.trim().toLocaleLowerCase();
  const shown = wanted
    ? words.filter((word) => `${word.term} ${word.meaning}`.toLocaleLowerCase().includes(wanted))
    : words;
  return (
    <Surface aria-labelledby="leitner-words">
      <SurfaceHeading id="leitner-words">Words ({words.length})</SurfaceHeading>
      {status && <StatusText tone={status.tone}>{status.text}</StatusText>}
      {words.length > 0 && (
        <TextField label="Find a word" type="search" value={filter} onChange={setFilter} />
      )}
      {words.length === 0 ? (
        <EmptyState>No words yet.</EmptyState>
      ) : shown.length === 0 ? (
        <EmptyState>No word or meaning contains “{filter.trim()}”.</EmptyState>
      ) : (
        <List aria-labelledby="leitner-words">
          {shown.map((word) => (
            <Item key={word.id}>
              <Text>
                <strong>{word.term}</strong> — {word.meaning}
                <span>
                  Box {word.box} · due {word.dueOn}
                </span>
              </Text>
              <Actions>
                <Button variant="secondary" aria-label={`Edit ${word.term}`} onClick={() => onEdit(word.id)}>
                  Edit
                </Button>
                <Button
                  variant="secondary"
                  aria-label={`Remove ${word.term}`}
                  onClick={() => onRemove(word.id)}
                >
                  Remove
                </Button>
              </Actions>
            </Item>
          ))}
        </List>
      )}
    </Surface>
  );
}
