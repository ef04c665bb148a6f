import { type FormEvent, useState } from 'react';
import { Surface, SurfaceHeading } from '../../base/Card';
import { TextField } from '../../base/TextField';
import { FieldPair, Stack } from '../../base/Layout';
import { type FormStatus, SubmitActions } from '../../base/FormActions';

export interface WordFormValues {
  term: string;
  meaning: string;
  example: string;
  notes: string;
}

export interface WordFormProps {
  /** "Add a word", or "Edit …". */
  heading: string;
  submitLabel: string;
  /** The word being edited; empty fields when adding. */
  initial?: WordFormValues;
  onSubmit: (values: WordFormValues) => void;
  /** Shown while editing: back to adding. */
  onCancel?: () => void;
  status?: FormStatus;
  saving?: boolean;
}

const empty: WordFormValues = { term: '', meaning: '', example: '', notes: '' };

/** Adds a word or changes one: term and meaning are required, example and notes are not. */
export function WordForm({
  heading,
  submitLabel,
  initial = empty,
  onSubmit,
  onCancel,
  status,
  saving = false,
}: WordFormProps) {
  const [values, setValues] = useState(initial);
  const [tried, setTried] = useState(false);
  const problems = {
    term: values.term.trim() ? undefined : 'Write the word or phrase to learn',
    meaning: values.meaning.trim() ? undefined : 'Write what it means',
  };
  const set = (name: keyof WordFormValues) => (value: string) =>
    setValues((current) => ({ ...current, [name]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (problems.term || problems.meaning) return;
    onSubmit({
      term: values.term.trim(),
      meaning: values.meaning.trim(),
      example: values.example.trim(),
      notes: values.notes.trim(),
    });
    if (!onCancel) {
      setValues(empty);
      setTried(false);
    }
  };

  return (
    <Surface aria-labelledby="leitner-word-form">
      <SurfaceHeading id="leitner-word-form">{heading}</SurfaceHeading>
      <Stack as="form" $gap={3} onSubmit={submit} noValidate>
        <FieldPair>
          <TextField
            label="Term"
            value={values.term}
            maxLength={120}
            onChange={set('term')}
            error={tried ? problems.term : undefined}
          />
          <TextField
            label="Meaning"
            value={values.meaning}
            maxLength={300}
            onChange={set('meaning')}
            error={tried ? problems.meaning : undefined}
          />
        </FieldPair>
        <TextField
          label="Example sentence"
          value={values.example}
          maxLength={500}
          onChange={set('example')}
        />
        <TextField label="Notes (optional)" value={values.notes} maxLength={1000} onChange={set('notes')} />
        <SubmitActions submitLabel={submitLabel} busy={saving} status={status} onCancel={onCancel} />
      </Stack>
    </Surface>
  );
}
