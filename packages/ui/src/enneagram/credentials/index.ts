export { CredentialFields } from './CredentialFields';
export type { CredentialErrors, Credentials, ValidateCredentials } from './credentials';
export { Prompt } from './Prompt';
export { useCredentialsForm } from './useCredentialsForm';
