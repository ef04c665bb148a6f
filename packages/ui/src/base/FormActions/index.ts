export { FormActions, type FormActionsProps } from './FormActions';
export { type FormStatus, SubmitActions, type SubmitActionsProps } from './SubmitActions';
