import { type FormEvent, useId, useState } from 'react';
import styled from 'styled-components';
import { Button } from '../../base/Button';
import { FieldProblem, TextInput } from '../../base/FormField';

export interface BasicSearchFormProps {
  /** The words of the search on screen, so the box shows what the results are for. */
  defaultText?: string;
  onSearch: (text: string) => void;
  onListAll: () => void;
}

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
`;

const Label = styled.label`
  font-weight: 600;
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

const SearchBox = styled(TextInput)`
  flex: 1 1 16rem;
`;

/** Basic search: one box whose words must all occur somewhere in a card, any field. */
export function BasicSearchForm({ defaultText = '', onSearch, onListAll }: BasicSearchFormProps) {
  const [text, setText] = useState(defaultText);
  const [problem, setProblem] = useState<string>();
  const inputId = useId();
  const problemId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const words = text.trim();
    if (words === '') {
      setProblem('Type the words to search for.');
      return;
    }
    setProblem(undefined);
    onSearch(words);
  };

  return (
    <Form role="search" aria-label="Basic search" onSubmit={submit} noValidate>
      <Label htmlFor={inputId}>Search all fields</Label>
      <Row>
        <SearchBox
          id={inputId}
          type="search"
          value={text}
          maxLength={500}
          autoComplete="off"
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? problemId : undefined}
          onChange={(event) => {
            setText(event.target.value);
            setProblem(undefined);
          }}
        />
        <Button type="submit">Search</Button>
        <Button variant="secondary" onClick={onListAll}>
          List all records
        </Button>
      </Row>
      {problem && (
        <FieldProblem id={problemId} role="alert">
          {problem}
        </FieldProblem>
      )}
    </Form>
  );
}
