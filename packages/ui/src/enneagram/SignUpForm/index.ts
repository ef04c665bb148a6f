export { type CredentialErrors, type Credentials, type ValidateCredentials } from './CredentialField';
export {
  SignUpForm,
  signUpBlockedText,
  signUpPrompt,
  type SignUpFormProps,
  type SignUpState,
} from './SignUpForm';
