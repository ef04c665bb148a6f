export { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog';
export { ConfirmRemoval, type ConfirmRemovalProps } from './ConfirmRemoval';
