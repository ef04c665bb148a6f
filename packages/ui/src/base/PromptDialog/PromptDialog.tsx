import { type FormEvent, useState } from 'react';
import { Button } from '../Button';
import { DialogActions, ModalDialog } from '../ModalDialog';
import { TextField } from '../TextField';

export interface PromptDialogProps {
  /** The dialog's heading, e.g. "Enter Your Test Title". */
  title: string;
  /** The field's label. */
  label: string;
  /** Said after the character count, e.g. what the value is for. */
  note?: string;
  /** The longest value accepted. */
  maxLength?: number;
  /** OK with a value: it arrives trimmed and never empty. */
  onSave: (value: string) => void;
  /** Cancel, Escape: nothing happens. */
  onCancel: () => void;
}

/** Asks for one line of text, with OK (only once something is typed) and Cancel. */
export function PromptDialog({ title, label, note, maxLength = 100, onSave, onCancel }: PromptDialogProps) {
  const [value, setValue] = useState('');
  const trimmed = value.trim();

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (trimmed) onSave(trimmed);
  };

  return (
    <ModalDialog title={title} onDismiss={onCancel}>
      <form onSubmit={handleSubmit}>
        <TextField
          label={label}
          data-autofocus
          value={value}
          maxLength={maxLength}
          autoComplete="off"
          hint={`${value.length}/${maxLength} characters.${note ? ` ${note}` : ''}`}
          onChange={setValue}
        />
        <DialogActions>
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" disabled={!trimmed}>
            OK
          </Button>
        </DialogActions>
      </form>
    </ModalDialog>
  );
}
