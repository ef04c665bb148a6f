import { type FormEvent, useId, useState } from 'react';
import styled from 'styled-components';
import { Button } from '../Button';
import { DialogActions, ModalDialog } from '../ModalDialog';

export interface SelectDialogItem {
  /** What `onOk` is called with; unique within the list. */
  value: string;
  label: string;
  /** A second, quieter line (e.g. a date). */
  hint?: string;
}

export interface SelectDialogProps {
  title: string;
  /** The choices, in the order shown; the first is chosen at the start. */
  items: SelectDialogItem[];
  onOk: (value: string) => void;
  /** Cancel, Escape. */
  onCancel: () => void;
}

const Choices = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  max-height: min(50vh, 20rem);
  overflow-y: auto;
`;

const Choice = styled.label`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(2)};
  border-radius: ${({ theme }) => theme.radius};
  cursor: pointer;
  overflow-wrap: anywhere;

  &:has(input:checked) {
    background: ${({ theme }) => theme.colors.infoSurface};
  }

  input {
    margin-top: 0.3em;
    flex: none;
  }
`;

const Hint = styled.span`
  display: block;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.mutedText};
`;

/** Pick one item from a list, then Ok or Cancel. 250 px wide, as the spec draws it. */
export function SelectDialog({ title, items, onOk, onCancel }: SelectDialogProps) {
  const [chosen, setChosen] = useState(items[0]?.value ?? '');
  const name = useId();

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (chosen) onOk(chosen);
  };

  return (
    <ModalDialog title={title} width="250px" onDismiss={onCancel}>
      <form onSubmit={handleSubmit}>
        <Choices role="radiogroup" aria-label={title}>
          {items.map((item, index) => (
            <Choice key={item.value}>
              <input
                type="radio"
                name={name}
                value={item.value}
                checked={chosen === item.value}
                data-autofocus={index === 0 || undefined}
                onChange={() => setChosen(item.value)}
              />
              <span>
                {item.label}
                {item.hint && <Hint>{item.hint}</Hint>}
              </span>
            </Choice>
          ))}
        </Choices>
        <DialogActions>
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" disabled={!chosen}>
            Ok
          </Button>
        </DialogActions>
      </form>
    </ModalDialog>
  );
}
