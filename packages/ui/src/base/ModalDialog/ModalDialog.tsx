import { type ReactNode, useEffect, useId, useRef } from 'react';
import styled from 'styled-components';

export interface ModalDialogProps {
  /** The dialog's heading, also its accessible name. */
  title: string;
  /** `alertdialog` for a message that needs an answer before anything else. */
  role?: 'dialog' | 'alertdialog';
  /** CSS width of the dialog box, e.g. '250px'; it never grows wider than the screen. */
  width?: string;
  /** Escape (or the browser closing the dialog): the same as pressing Cancel. */
  onDismiss: () => void;
  /** Id of the element that describes the dialog, read out after its name. */
  describedBy?: string;
  children: ReactNode;
}

const Box = styled.dialog<{ $width?: string }>`
  width: ${({ $width }) => $width ?? 'min(32rem, calc(100vw - 2rem))'};
  max-width: calc(100vw - 2rem);
  padding: ${({ theme }) => theme.space(5)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radiusLarge};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadows.lifted};

  &::backdrop {
    background: rgba(31, 35, 40, 0.45);
  }
`;

const Title = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space(3)};
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: 1.25rem;
  line-height: 1.25;
  overflow-wrap: anywhere;
`;

/** The row of buttons at the foot of a dialog, the main action last. */
export const DialogActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(4)};
`;

/**
 * A modal dialog on the browser's own `<dialog>`: it traps focus, makes the page behind it inert,
 * closes on Escape and gives focus back to where it was when it goes away. The control marked
 * `data-autofocus` gets the focus first.
 */
export function ModalDialog({
  title,
  role = 'dialog',
  width,
  onDismiss,
  describedBy,
  children,
}: ModalDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const dismiss = useRef(onDismiss);
  const mounted = useRef(false);

  useEffect(() => {
    dismiss.current = onDismiss;
  }, [onDismiss]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    mounted.current = true;
    const openedFrom = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    // The browser focuses the first control; a dialog may name a better one (Cancel, OK).
    dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    return () => {
      mounted.current = false;
      if (dialog.open) dialog.close();
      if (openedFrom?.isConnected) openedFrom.focus();
    };
  }, []);

  return (
    <Box
      ref={ref}
      role={role === 'alertdialog' ? 'alertdialog' : undefined}
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={describedBy}
      $width={width}
      onKeyDown={(event) => {
        // Handled here as well as in onCancel: scripted key presses never raise `cancel`.
        if (event.key === 'Escape') {
          event.preventDefault();
          dismiss.current();
        }
      }}
      onCancel={(event) => {
        // The parent decides whether the dialog goes away; Escape means Cancel.
        event.preventDefault();
        dismiss.current();
      }}
      onClose={() => {
        // Browsers may close a modal dialog on their own (a repeated Escape): treat it as Cancel.
        if (mounted.current) dismiss.current();
      }}
    >
      <Title id={titleId}>{title}</Title>
      {children}
    </Box>
  );
}
