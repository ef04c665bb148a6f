export { SelectDialog, type SelectDialogItem, type SelectDialogProps } from './SelectDialog';
