import type { FormEvent } from 'react';
import styled from 'styled-components';
import { Button } from '../../base/Button';
import { FormActions } from '../../base/FormActions';
import {
  CredentialFields,
  type Credentials,
  Prompt,
  useCredentialsForm,
  type ValidateCredentials,
} from '../credentials';

export type SignUpState = 'editing' | 'submitting' | 'created';

export interface SignUpFormProps {
  /** The rules, including the forbidden and taken names. */
  validate: ValidateCredentials;
  state: SignUpState;
  /** Someone is logged in on this device: no second account until they log off. */
  loggedIn?: boolean;
  /** Why the server refused the account. */
  errorMessage?: string;
  onCreateAccount: (values: Credentials) => void;
  /** Log In after success, with the new account's credentials (name trimmed). */
  onLogIn: (values: Credentials) => void;
  /** The Log In after success is on its way. */
  loggingIn?: boolean;
  /** The user changed a field: an earlier failure no longer applies. */
  onEdit?: () => void;
}

const Actions = styled.div`
  margin-top: ${({ theme }) => theme.space(4)};
`;

export const signUpPrompt = 'Input New User name and password. Username needs to be unique to be accepted.';
export const signUpBlockedText = 'You have to log off first before creating another account';

/** enneagram/signup: User Name, Create Password, Create Account, and Log In once it worked. */
export function SignUpForm({
  validate,
  state,
  loggedIn = false,
  errorMessage,
  onCreateAccount,
  onLogIn,
  loggingIn = false,
  onEdit,
}: SignUpFormProps) {
  const { field, valid, submitted } = useCredentialsForm({ validate, onEdit: () => onEdit?.() });
  const created = state === 'created';
  const locked = loggedIn || state !== 'editing';

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (valid && !locked) onCreateAccount(submitted);
  };

  return (
    <form aria-label="Sign up" onSubmit={handleSubmit} aria-busy={state === 'submitting'} noValidate>
      {loggedIn ? (
        <Prompt $tone="error" role="alert">
          {signUpBlockedText}
        </Prompt>
      ) : (
        <Prompt $tone={errorMessage ? 'error' : 'ok'} role="status">
          {errorMessage ?? (created ? 'Successfully Completed' : signUpPrompt)}
        </Prompt>
      )}
      <CredentialFields field={field} password="new" disabled={locked} />
      <Actions>
        <FormActions align="start">
          {/* Busy while the server creates the account: the button keeps the focus (decision 119). */}
          <Button type="submit" disabled={!valid || loggedIn || created} busy={state === 'submitting'}>
            Create Account
          </Button>
          {created && (
            <Button variant="secondary" autoFocus busy={loggingIn} onClick={() => onLogIn(submitted)}>
              Log In
            </Button>
          )}
        </FormActions>
      </Actions>
    </form>
  );
}
