export { TitleDialog, type TitleDialogProps } from './TitleDialog';
