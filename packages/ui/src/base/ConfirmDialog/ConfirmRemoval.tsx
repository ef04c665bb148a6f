import { ConfirmDialog } from './ConfirmDialog';

export interface ConfirmRemovalProps<T> {
  /** The thing about to be removed; nothing shows while there is none. */
  item: T | undefined;
  /** The heading, asked of the thing (e.g. `Remove “Soak the beans”?`). */
  question: (item: T) => string;
  /** What removing it does. */
  message: string | ((item: T) => string);
  /** The dialog closes, by Cancel, Escape or Remove. */
  onClose: () => void;
  /** Remove was pressed: the thing to remove (called after `onClose`). */
  onRemove: (item: T) => void;
}

/** "Remove this?" for one thing of a list: a ConfirmDialog whose yes is Remove. */
export function ConfirmRemoval<T>({ item, question, message, onClose, onRemove }: ConfirmRemovalProps<T>) {
  if (item === undefined) return null;
  return (
    <ConfirmDialog
      title={question(item)}
      message={typeof message === 'string' ? message : message(item)}
      confirmLabel="Remove"
      onCancel={onClose}
      onConfirm={() => {
        onClose();
        onRemove(item);
      }}
    />
  );
}
