import { useId } from 'react';
import styled from 'styled-components';
import { Button } from '../Button';
import { DialogActions, ModalDialog } from '../ModalDialog';

export interface MessageDialogProps {
  /** The message itself, shown as the dialog's heading (e.g. "No test to resume"). */
  message: string;
  /** An optional sentence under the message. */
  details?: string;
  /** OK, Escape: the message has been read. */
  onClose: () => void;
}

const Details = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.mutedText};
`;

/** The area's alert: one message and an OK button, which takes the focus. */
export function MessageDialog({ message, details, onClose }: MessageDialogProps) {
  const detailsId = useId();
  return (
    <ModalDialog
      title={message}
      role="alertdialog"
      onDismiss={onClose}
      describedBy={details ? detailsId : undefined}
    >
      {details && <Details id={detailsId}>{details}</Details>}
      <DialogActions>
        <Button data-autofocus onClick={onClose}>
          OK
        </Button>
      </DialogActions>
    </ModalDialog>
  );
}
