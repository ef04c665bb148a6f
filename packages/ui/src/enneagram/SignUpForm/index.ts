export { type CredentialErrors, type Credentials, type ValidateCredentials } from '../credentials';
export {
  SignUpForm,
  signUpBlockedText,
  signUpPrompt,
  type SignUpFormProps,
  type SignUpState,
} from './SignUpForm';
