/** What the sign-up and login forms collect. */
export interface Credentials {
  username: string;
  password: string;
}

/** One message per field that breaks a rule; a field without a message is valid. */
export type CredentialErrors = Partial<Record<keyof Credentials, string>>;

/** The rules of both forms, supplied by the caller (the shared rules of client and server). */
export type ValidateCredentials = (values: Credentials) => CredentialErrors;
