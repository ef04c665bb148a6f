export { OwnerSignInForm, type OwnerSignInFormProps, type OwnerSignInState } from './OwnerSignInForm';
