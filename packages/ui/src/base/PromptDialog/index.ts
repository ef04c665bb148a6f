export { TitleDialog, type TitleDialogProps } from './PromptDialog';
