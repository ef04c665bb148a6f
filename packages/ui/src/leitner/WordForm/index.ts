export { WordForm, type WordFormProps, type WordFormValues } from './WordForm';
