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

export type LoginState = 'editing' | 'submitting' | 'success';

export interface LoginFormProps {
  validate: ValidateCredentials;
  state: LoginState;
  /** The failed attempt's status text (e.g. "Unauthorized"), shown in red in the prompt. */
  failureText?: string;
  onLogin: (values: Credentials) => void;
  /** Typing in the password field: the prompt goes back to its green start. */
  onPasswordEdit: () => void;
}

export const loginPrompt = 'Sign in with User Name and Password.';
export const loginSuccessText = 'Successfully Logged in!';

const Actions = styled.div`
  margin-top: ${({ theme }) => theme.space(4)};
`;

/** enneagram/login: user name, password and Login, with the prompt that reports the outcome. */
export function LoginForm({ validate, state, failureText, onLogin, onPasswordEdit }: LoginFormProps) {
  const { field, valid, submitted } = useCredentialsForm({
    validate,
    onEdit: (name) => name === 'password' && onPasswordEdit(),
  });
  const locked = state !== 'editing';

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (valid && !locked) onLogin(submitted);
  };

  const failed = Boolean(failureText) && state === 'editing';
  return (
    <form aria-label="Log in" onSubmit={handleSubmit} aria-busy={state === 'submitting'} noValidate>
      <Prompt $tone={failed ? 'error' : 'ok'} role="status">
        {failed ? failureText : state === 'success' ? loginSuccessText : loginPrompt}
      </Prompt>
      <CredentialFields field={field} password="current" disabled={state === 'success'} />
      <Actions>
        <FormActions align="start">
          {/* Busy while the server checks: the button keeps the focus (decision 119). */}
          <Button type="submit" disabled={!valid || state === 'success'} busy={state === 'submitting'}>
            Login
          </Button>
        </FormActions>
      </Actions>
    </form>
  );
}
