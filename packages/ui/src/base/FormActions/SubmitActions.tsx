import type { ReactNode } from 'react';
import { Button } from '../Button';
import { StatusText, type StatusTone } from '../StatusText';
import { FormActions } from './FormActions';

/** How a form's last save went, in the words its page chose. */
export interface FormStatus {
  text: string;
  tone: StatusTone;
}

export interface SubmitActionsProps {
  /** The submit button's text: what the save does ("Add word", "Save intervals"). */
  submitLabel: ReactNode;
  /** While the save is on its way: the button says so and keeps the focus (decision 119). */
  busy?: boolean;
  status?: FormStatus;
  /** Offers Cancel after the submit button; without it the form cannot be left this way. */
  onCancel?: () => void;
}

/**
 * The usual ending of an area's form: its submit button, Cancel when the form can be closed,
 * and the note on the last save beside them (FormActions lays them out).
 */
export function SubmitActions({ submitLabel, busy = false, status, onCancel }: SubmitActionsProps) {
  return (
    <FormActions status={status && <StatusText tone={status.tone}>{status.text}</StatusText>}>
      <Button type="submit" busy={busy}>
        {submitLabel}
      </Button>
      {onCancel && (
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
      )}
    </FormActions>
  );
}
