export { BasicSearchForm, type BasicSearchFormProps } from './BasicSearchForm';
