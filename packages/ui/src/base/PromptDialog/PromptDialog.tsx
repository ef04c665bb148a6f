import { type FormEvent, useId, useState } from 'react';
import styled from 'styled-components';
import { Button } from '../Button';
import { DialogActions, ModalDialog } from '../ModalDialog';

export interface TitleDialogProps {
  /** The longest title the server accepts. */
  maxLength?: number;
  /** OK with a title: it arrives trimmed and never empty. */
  onSave: (title: string) => void;
  /** Cancel, Escape: the save is aborted. */
  onCancel: () => void;
}

const Label = styled.label`
  display: block;
  margin-bottom: ${({ theme }) => theme.space(1)};
  font-weight: 600;
`;

const Input = styled.input`
  width: 100%;
  min-height: 44px;
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
  border: 1px solid ${({ theme }) => theme.colors.mutedText};
  border-radius: ${({ theme }) => theme.radius};
  font: inherit;
`;

const Hint = styled.p`
  margin: ${({ theme }) => theme.space(1)} 0 0;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.mutedText};
`;

/** "Enter Your Test Title": names a finished test before it is saved. */
export function TitleDialog({ maxLength = 100, onSave, onCancel }: TitleDialogProps) {
  const [title, setTitle] = useState('');
  const inputId = useId();
  const hintId = useId();
  const trimmed = title.trim();

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (trimmed) onSave(trimmed);
  };

  return (
    <ModalDialog title="Enter Your Test Title" onDismiss={onCancel}>
      <form onSubmit={handleSubmit}>
        <Label htmlFor={inputId}>Test title</Label>
        <Input
          id={inputId}
          data-autofocus
          value={title}
          maxLength={maxLength}
          autoComplete="off"
          aria-describedby={hintId}
          onChange={(event) => setTitle(event.target.value)}
        />
        <Hint id={hintId}>
          {title.length}/{maxLength} characters. The title tells your saved tests apart.
        </Hint>
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
