export { type CredentialErrors, type Credentials, type ValidateCredentials } from '../../base/TextField';
export {
  SignUpForm,
  signUpBlockedText,
  signUpPrompt,
  type SignUpFormProps,
  type SignUpState,
} from './SignUpForm';
