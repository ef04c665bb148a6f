export { DialogActions, ModalDialog, type ModalDialogProps } from './ModalDialog';
