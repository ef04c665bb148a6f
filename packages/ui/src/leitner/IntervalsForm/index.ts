export { IntervalsForm, type IntervalsFormProps } from './IntervalsForm';
