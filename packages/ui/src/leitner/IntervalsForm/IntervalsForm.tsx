import { type FormEvent, useState } from 'react';
import styled from 'styled-components';
import { Surface, SurfaceHeading } from '../../base/Card';
import { TextField } from '../../base/TextField';
import { type FormStatus, SubmitActions } from '../../base/FormActions';

export interface IntervalsFormProps {
  /** Days per box, box 1 first. */
  intervals: readonly number[];
  /** The largest number of days a box may wait. */
  maximum: number;
  onSave: (intervals: number[]) => void;
  status?: FormStatus;
  saving?: boolean;
}

const Fields = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(7.5rem, 1fr));
  gap: ${({ theme }) => theme.space(3)};
`;

const Hint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.mutedText};
`;

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
`;

/** The owner's box intervals: how many days a word waits in each box before it is due again. */
export function IntervalsForm({ intervals, maximum, onSave, status, saving = false }: IntervalsFormProps) {
  const [values, setValues] = useState(() => intervals.map(String));
  const problems = values.map((value) =>
    /^\d+$/.test(value.trim()) && Number(value) >= 1 && Number(value) <= maximum
      ? undefined
      : `A whole number from 1 to ${maximum}`,
  );
  const [tried, setTried] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (problems.some(Boolean)) return;
    onSave(values.map(Number));
  };

  return (
    <Surface aria-labelledby="leitner-intervals">
      <SurfaceHeading id="leitner-intervals">Box intervals</SurfaceHeading>
      <Hint>Days a word waits in each box before it is due again.</Hint>
      <Form onSubmit={submit} noValidate>
        <Fields>
          {values.map((value, index) => (
            <TextField
              key={index}
              label={`Box ${index + 1}`}
              inputMode="numeric"
              value={value}
              hint="days"
              error={tried ? problems[index] : undefined}
              onChange={(next) =>
                setValues((current) => current.map((entry, at) => (at === index ? next : entry)))
              }
            />
          ))}
        </Fields>
        <SubmitActions submitLabel="Save intervals" busy={saving} status={status} />
      </Form>
    </Surface>
  );
}
