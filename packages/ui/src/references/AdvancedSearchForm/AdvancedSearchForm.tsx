import { type FormEvent, useId, useLayoutEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { AppLink } from '../../base/AppLink';
import { Button } from '../../base/Button';
import { StatusText, type StatusTone } from '../../base/StatusText';
import { VisuallyHidden } from '../../base/VisuallyHidden';
import { FieldProblem, SelectInput, TextInput } from '../../base/FormField';

export type AdvancedSearchQualifier = 'Must Match' | 'Should Match';
export type AdvancedSearchType = 'Matches' | 'Match Phrase';

export interface AdvancedSearchEntry {
  /** One of the field list's fields. */
  field: string;
  type: AdvancedSearchType;
  search: string;
}

export interface AdvancedSearchQuery {
  qualifier: AdvancedSearchQualifier;
  entries: AdvancedSearchEntry[];
}

/** One choice of the field select, as the server's field list gives it. */
export interface SearchFieldOption {
  field: string;
  label: string;
}

/** The answer to the last save: its text, and where to sign in when only the owner may save. */
export interface SaveQueryStatus {
  text: string;
  tone: StatusTone;
  signInHref?: string;
}

export interface AdvancedSearchFormProps {
  fields: readonly SearchFieldOption[];
  /** The entry the form starts with and adds: the spec's Tags / Match Phrase / empty. */
  newEntry: AdvancedSearchEntry;
  /** The query the form starts with (the one on screen); otherwise one new entry, Must Match. */
  defaultQuery?: AdvancedSearchQuery;
  /** Most entries a query may have. */
  maxEntries?: number;
  onSearch: (query: AdvancedSearchQuery) => void;
  onSave: (name: string, query: AdvancedSearchQuery) => void;
  saving?: boolean;
  saveStatus?: SaveQueryStatus;
}

const qualifiers: readonly AdvancedSearchQualifier[] = ['Must Match', 'Should Match'];
const types: readonly AdvancedSearchType[] = ['Matches', 'Match Phrase'];

const qualifierHelp: Record<AdvancedSearchQualifier, string> = {
  'Must Match': 'every entry holds',
  'Should Match': 'at least one entry holds',
};

const Wrapper = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(5)};
`;

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
`;

const Group = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
`;

const Legend = styled.legend`
  padding: 0;
  margin-bottom: ${({ theme }) => theme.space(1)};
  font-weight: 600;
`;

const Choices = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space(1)} ${theme.space(4)}`};

  label {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
    min-height: 44px;
  }
  input {
    width: 1.1rem;
    height: 1.1rem;
    margin: 0;
  }
`;

// A qualifier's name stays on one line; its hint may wrap.
const ChoiceName = styled.span`
  white-space: nowrap;
`;

const Hint = styled.span`
  color: ${({ theme }) => theme.colors.mutedText};
  font-size: 0.875rem;
`;

const Entries = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const EntryBox = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  min-width: 0;
  padding: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.page};

  legend {
    padding: 0 ${({ theme }) => theme.space(1)};
    font-weight: 600;
  }
`;

const Control = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  font-size: 0.9375rem;
`;

const Pair = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(10rem, 1fr));
  gap: ${({ theme }) => theme.space(2)};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

const RemoveButton = styled(Button)`
  justify-self: start;
  padding-left: ${({ theme }) => theme.space(3)};
  padding-right: ${({ theme }) => theme.space(3)};
`;

const SaveRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};

  input {
    flex: 1 1 10rem;
  }
`;

interface EntryRowProps {
  entry: AdvancedSearchEntry;
  number: number;
  fieldChoices: readonly SearchFieldOption[];
  canRemove: boolean;
  onChange: (change: Partial<AdvancedSearchEntry>) => void;
  onRemove: () => void;
}

/** One entry: field, type and words, each control with its own label. */
function EntryRow({ entry, number, fieldChoices, canRemove, onChange, onRemove }: EntryRowProps) {
  const id = useId();
  return (
    <EntryBox>
      <legend>Entry {number}</legend>
      <Pair>
        <Control>
          <label htmlFor={`${id}-field`}>Field</label>
          <SelectInput
            id={`${id}-field`}
            value={entry.field}
            onChange={(event) => onChange({ field: event.target.value })}
          >
            {fieldChoices.map((option) => (
              <option key={option.field} value={option.field}>
                {option.label}
              </option>
            ))}
          </SelectInput>
        </Control>
        <Control>
          <label htmlFor={`${id}-type`}>Type</label>
          <SelectInput
            id={`${id}-type`}
            value={entry.type}
            onChange={(event) => onChange({ type: event.target.value as AdvancedSearchType })}
          >
            {types.map((type) => (
              <option key={type} value={type}>
                {type}
              </option>
            ))}
          </SelectInput>
        </Control>
      </Pair>
      <Control>
        <label htmlFor={`${id}-text`}>Text</label>
        <TextInput
          id={`${id}-text`}
          type="text"
          value={entry.search}
          maxLength={500}
          autoComplete="off"
          onChange={(event) => onChange({ search: event.target.value })}
        />
      </Control>
      <RemoveButton variant="secondary" disabled={!canRemove} onClick={onRemove}>
        Remove<VisuallyHidden> entry {number}</VisuallyHidden>
      </RemoveButton>
    </EntryBox>
  );
}

interface DraftEntry extends AdvancedSearchEntry {
  /** Keeps each row's identity when one above it is removed. */
  key: number;
}

/**
 * The advanced search builder (spec part 2 §3): a qualifier and a list of entries of field, type
 * and words, entries added and removed, and the query on screen saved under a name.
 */
export function AdvancedSearchForm({
  fields,
  newEntry,
  defaultQuery,
  maxEntries = 20,
  onSearch,
  onSave,
  saving = false,
  saveStatus,
}: AdvancedSearchFormProps) {
  const initialEntries = defaultQuery?.entries ?? [newEntry];
  const nextKey = useRef(initialEntries.length);
  const [qualifier, setQualifier] = useState<AdvancedSearchQualifier>(
    defaultQuery?.qualifier ?? 'Must Match',
  );
  const [entries, setEntries] = useState<DraftEntry[]>(() =>
    initialEntries.map((entry, key) => ({ ...entry, key })),
  );
  const [name, setName] = useState('');
  const [nameProblem, setNameProblem] = useState<string>();
  const [announcement, setAnnouncement] = useState('');
  const qualifierName = useId();
  const nameId = useId();
  const nameProblemId = useId();
  const entryLists = useRef<HTMLOListElement>(null);

  const query = (): AdvancedSearchQuery => ({
    qualifier,
    entries: entries.map(({ field, type, search }) => ({ field, type, search })),
  });

  const update = (key: number, change: Partial<AdvancedSearchEntry>) =>
    setEntries((current) => current.map((entry) => (entry.key === key ? { ...entry, ...change } : entry)));

  // The new row's field select takes the focus, so keyboard users land where they type next. It
  // moves as the row appears, never a frame later when the user may already be typing elsewhere.
  const focusNewRow = useRef(false);
  useLayoutEffect(() => {
    if (!focusNewRow.current) return;
    focusNewRow.current = false;
    entryLists.current?.querySelector<HTMLElement>('li:last-child select')?.focus();
  }, [entries]);

  const add = () => {
    const key = nextKey.current++;
    setEntries((current) => [...current, { ...newEntry, key }]);
    setAnnouncement(`Entry ${entries.length + 1} added.`);
    focusNewRow.current = true;
  };

  const remove = (key: number, number: number) => {
    setEntries((current) => current.filter((entry) => entry.key !== key));
    setAnnouncement(`Entry ${number} removed.`);
  };

  const search = (event: FormEvent) => {
    event.preventDefault();
    onSearch(query());
  };

  const save = (event: FormEvent) => {
    event.preventDefault();
    if (name.trim() === '') {
      setNameProblem('Give the query a name');
      return;
    }
    setNameProblem(undefined);
    onSave(name.trim(), query());
  };

  const fieldChoices = (current: string) =>
    fields.some((option) => option.field === current)
      ? fields
      : [{ field: current, label: current }, ...fields];

  return (
    <Wrapper>
      <Form role="search" aria-label="Advanced search" onSubmit={search} noValidate>
        <Group>
          <Legend>Qualifier</Legend>
          <Choices>
            {qualifiers.map((choice) => (
              <label key={choice}>
                <input
                  type="radio"
                  name={qualifierName}
                  value={choice}
                  checked={qualifier === choice}
                  onChange={() => setQualifier(choice)}
                />
                <ChoiceName>{choice}</ChoiceName> <Hint>({qualifierHelp[choice]})</Hint>
              </label>
            ))}
          </Choices>
        </Group>

        <Entries ref={entryLists} aria-label="Entries">
          {entries.map((entry, index) => (
            <li key={entry.key}>
              <EntryRow
                entry={entry}
                number={index + 1}
                fieldChoices={fieldChoices(entry.field)}
                canRemove={entries.length > 1}
                onChange={(change) => update(entry.key, change)}
                onRemove={() => remove(entry.key, index + 1)}
              />
            </li>
          ))}
        </Entries>

        <Actions>
          <Button variant="secondary" disabled={entries.length >= maxEntries} onClick={add}>
            Add entry
          </Button>
          <Button type="submit">Search</Button>
        </Actions>
        <VisuallyHidden role="status">{announcement}</VisuallyHidden>
      </Form>

      <Form aria-label="Save this query" onSubmit={save} noValidate>
        <label htmlFor={nameId}>
          <strong>Save this query as</strong>
        </label>
        <SaveRow>
          <TextInput
            id={nameId}
            type="text"
            value={name}
            maxLength={100}
            autoComplete="off"
            aria-invalid={nameProblem ? true : undefined}
            aria-describedby={nameProblem ? nameProblemId : undefined}
            onChange={(event) => {
              setName(event.target.value);
              setNameProblem(undefined);
            }}
          />
          <Button type="submit" variant="secondary" busy={saving}>
            Save query
          </Button>
        </SaveRow>
        {nameProblem && (
          <FieldProblem id={nameProblemId} role="alert">
            {nameProblem}
          </FieldProblem>
        )}
        {saving && <StatusText tone="info">Saving…</StatusText>}
        {!saving && saveStatus && (
          <StatusText tone={saveStatus.tone}>
            {saveStatus.text}
            {saveStatus.signInHref && (
              <>
                {' '}
                <AppLink href={saveStatus.signInHref}>Sign in as the owner</AppLink>
              </>
            )}
          </StatusText>
        )}
      </Form>
    </Wrapper>
  );
}
