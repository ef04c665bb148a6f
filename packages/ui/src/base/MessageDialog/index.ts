export { MessageDialog, type MessageDialogProps } from './MessageDialog';
