import type { FormEvent } from 'react';
import styled from 'styled-components';
import { Button } from '../../base/Button';
import { PageFrame } from '../../base/PageFrame';
import { StatusText } from '../../base/StatusText';
import { CardGrid, FieldGroup } from '../../base/Card';
import { LoadingIndicator } from '../../base/LoadingIndicator';
import { plural } from '../../base/text';

export interface SelectableTest {
  /** Unique among all tests listed. */
  key: string;
  title: string;
  /** yyyy/MM/dd */
  date: string;
}

export interface ComparatorSelectorProps {
  /** Undefined while the saved tests load: the heading and the intro show at once. */
  users: { userid: string; tests: SelectableTest[] }[] | undefined;
  /** Keys of the ticked tests. */
  selected: readonly string[];
  /** The most tests a comparison takes. */
  maxTests: number;
  /** Whether Submit is enabled (1 to maxTests ticked). */
  canSubmit: boolean;
  onToggle: (key: string, checked: boolean) => void;
  onSubmit: () => void;
}

const Intro = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(6)};
  font-size: 1.0625rem;
`;

const Users = styled(CardGrid).attrs({ $columns: 2 })`
  margin-bottom: ${({ theme }) => theme.space(6)};
`;

const Choice = styled.label`
  display: flex;
  align-items: baseline;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(1)} 0;
  cursor: pointer;

  input {
    flex: none;
    width: 1.15rem;
    height: 1.15rem;
    align-self: center;
    accent-color: ${({ theme }) => theme.colors.accent};
  }

  time {
    margin-left: auto;
    color: ${({ theme }) => theme.colors.mutedText};
    font-variant-numeric: tabular-nums;
    font-size: 0.9375rem;
  }
`;

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(4)};
`;

/** The Comparison Tool: every saved test, grouped by user; tick 1 to 4 and submit. */
export function ComparatorSelector({
  users,
  selected,
  maxTests,
  canSubmit,
  onToggle,
  onSubmit,
}: ComparatorSelectorProps) {
  const ticked = new Set(selected);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (canSubmit) onSubmit();
  };
  if (users === undefined) {
    return (
      <PageFrame heading="Comparison Tool">
        <Intro>Choose 1 to {maxTests} saved tests to compare their scores type by type.</Intro>
        <LoadingIndicator label="Loading the saved tests" />
      </PageFrame>
    );
  }
  if (users.length === 0) {
    return (
      <PageFrame heading="Comparison Tool" width="narrow">
        <StatusText tone="info">No tests have been saved yet, so there is nothing to compare.</StatusText>
      </PageFrame>
    );
  }
  return (
    <PageFrame heading="Comparison Tool">
      <Intro>Choose 1 to {maxTests} saved tests to compare their scores type by type.</Intro>
      <form onSubmit={submit}>
        <Users>
          {users.map((user) => (
            <FieldGroup key={user.userid}>
              <legend>{user.userid}</legend>
              {user.tests.map((test) => (
                <Choice key={test.key}>
                  <input
                    type="checkbox"
                    checked={ticked.has(test.key)}
                    onChange={(event) => onToggle(test.key, event.target.checked)}
                  />
                  <span>{test.title}</span>
                  <time dateTime={test.date.replaceAll('/', '-')}>{test.date}</time>
                </Choice>
              ))}
            </FieldGroup>
          ))}
        </Users>
        <Footer>
          <Button type="submit" disabled={!canSubmit}>
            Submit
          </Button>
          {selected.length > maxTests ? (
            <StatusText tone="error">
              {selected.length} tests chosen: a comparison takes at most {maxTests}.
            </StatusText>
          ) : (
            <StatusText tone="info">
              {selected.length === 0 ? 'No test chosen yet.' : `${plural(selected.length, 'test')} chosen.`}
            </StatusText>
          )}
        </Footer>
      </form>
    </PageFrame>
  );
}
