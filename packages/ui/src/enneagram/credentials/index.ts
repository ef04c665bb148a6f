export type { CredentialErrors, Credentials, ValidateCredentials } from './credentials';
export { Fields, Prompt } from './CredentialsLayout';
export { useCredentialsForm } from './useCredentialsForm';
