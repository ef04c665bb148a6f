import { type FormEvent, useState } from 'react';
import { Surface, SurfaceHeading } from '../../base/Card';
import { TextField } from '../../base/TextField';
import { FieldPair, Stack } from '../../base/Layout';
import { type FormStatus, SubmitActions } from '../../base/FormActions';

export interface TaskFormValues {
  title: string;
  notes: string;
  /** 30-minute blocks. */
  estimate: number;
  /** `YYYY-MM-DD`. */
  day: string;
}

export interface TaskFormProps {
  /** "Plan a task", or "Edit …". */
  heading?: string;
  /** "Plan task", or "Save task". */
  submitLabel?: string;
  /** The day a new task is planned for unless changed: today. */
  defaultDay: string;
  /** The task being edited; a new task otherwise. The form starts with its values and its title field in focus. */
  initial?: TaskFormValues;
  /** The most blocks one task may be estimated at. */
  maxEstimate: number;
  onSubmit: (values: TaskFormValues) => void;
  /** Shown while editing: back to planning a new task. */
  onCancel?: () => void;
  status?: FormStatus;
  saving?: boolean;
}

/** Plans a task, or changes one: what, for which day, and how many 30-minute blocks it should take. */
export function TaskForm({
  heading = 'Plan a task',
  submitLabel = 'Plan task',
  defaultDay,
  initial,
  maxEstimate,
  onSubmit,
  onCancel,
  status,
  saving = false,
}: TaskFormProps) {
  const [title, setTitle] = useState(initial?.title ?? '');
  const [notes, setNotes] = useState(initial?.notes ?? '');
  const [estimate, setEstimate] = useState(String(initial?.estimate ?? 2));
  const [day, setDay] = useState(initial?.day ?? defaultDay);
  const [tried, setTried] = useState(false);
  const problems = {
    title: title.trim() ? undefined : 'Say what the task is',
    estimate:
      /^\d+$/.test(estimate.trim()) && Number(estimate) >= 1 && Number(estimate) <= maxEstimate
        ? undefined
        : `A whole number of blocks from 1 to ${maxEstimate}`,
    day: /^\d{4}-\d{2}-\d{2}$/.test(day) ? undefined : 'Pick a day',
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (problems.title || problems.estimate || problems.day) return;
    onSubmit({ title: title.trim(), notes: notes.trim(), estimate: Number(estimate), day });
    // A new task's form empties for the next one; an edit keeps its values until the page closes it.
    if (!initial) {
      setTitle('');
      setNotes('');
      setTried(false);
    }
  };

  return (
    <Surface aria-labelledby="deep-work-task-form">
      <SurfaceHeading id="deep-work-task-form">{heading}</SurfaceHeading>
      <Stack as="form" $gap={3} onSubmit={submit} noValidate>
        <TextField
          label="Task"
          value={title}
          maxLength={200}
          onChange={setTitle}
          // Edit was pressed on a row elsewhere on the page: the keyboard (and the view) follow.
          autoFocus={initial !== undefined}
          error={tried ? problems.title : undefined}
        />
        <TextField label="Notes (optional)" value={notes} maxLength={2000} onChange={setNotes} />
        <FieldPair>
          <TextField
            label="Estimate"
            hint="30-minute blocks"
            inputMode="numeric"
            value={estimate}
            onChange={setEstimate}
            error={tried ? problems.estimate : undefined}
          />
          <TextField
            label="Day"
            type="date"
            value={day}
            onChange={setDay}
            error={tried ? problems.day : undefined}
          />
        </FieldPair>
        <SubmitActions submitLabel={submitLabel} busy={saving} status={status} onCancel={onCancel} />
      </Stack>
    </Surface>
  );
}
