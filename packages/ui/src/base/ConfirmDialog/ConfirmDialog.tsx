import { useId } from 'react';
import styled from 'styled-components';
import { Button } from '../Button';
import { DialogActions, ModalDialog } from '../ModalDialog';

export interface ConfirmDialogProps {
  /** The question, as the heading (e.g. "Test in Progress Found"). */
  title: string;
  /** What confirming does. */
  message: string;
  confirmLabel?: string;
  cancelLabel?: string;
  onConfirm: () => void;
  /** Cancel, Escape. */
  onCancel: () => void;
}

const Message = styled.p`
  margin: 0;
`;

/**
 * A yes-or-cancel question. Cancel has the focus at first, so a stray Enter never throws
 * anything away.
 */
export function ConfirmDialog({
  title,
  message,
  confirmLabel = 'YES',
  cancelLabel = 'Cancel',
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const messageId = useId();
  return (
    <ModalDialog title={title} role="alertdialog" onDismiss={onCancel} describedBy={messageId}>
      <Message id={messageId}>{message}</Message>
      <DialogActions>
        <Button variant="secondary" data-autofocus onClick={onCancel}>
          {cancelLabel}
        </Button>
        <Button onClick={onConfirm}>{confirmLabel}</Button>
      </DialogActions>
    </ModalDialog>
  );
}
