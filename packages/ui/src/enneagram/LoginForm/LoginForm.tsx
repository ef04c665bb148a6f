import { type FormEvent, useState } from 'react';
import styled from 'styled-components';
import { Button } from '../../base/Button';
import {
  CredentialField,
  type Credentials,
  Fields,
  Prompt,
  type ValidateCredentials,
} from '../../base/TextField';

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
  const [values, setValues] = useState<Credentials>({ username: '', password: '' });
  const [touched, setTouched] = useState({ username: false, password: false });
  const errors = validate(values);
  const valid = !errors.username && !errors.password;
  const locked = state !== 'editing';

  const change = (field: keyof Credentials) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setTouched((current) => ({ ...current, [field]: true }));
    if (field === 'password') onPasswordEdit();
  };
  const blur = (field: keyof Credentials) => () => setTouched((current) => ({ ...current, [field]: true }));

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (valid && !locked) onLogin({ username: values.username.trim(), password: values.password });
  };

  const failed = Boolean(failureText) && state === 'editing';
  return (
    <form aria-label="Log in" onSubmit={handleSubmit} aria-busy={state === 'submitting'} noValidate>
      <Prompt $tone={failed ? 'error' : 'ok'} role="status">
        {failed ? failureText : state === 'success' ? loginSuccessText : loginPrompt}
      </Prompt>
      <Fields>
        <CredentialField
          label="User Name"
          type="text"
          autoComplete="username"
          value={values.username}
          error={errors.username}
          showError={touched.username}
          disabled={state === 'success'}
          onChange={change('username')}
          onBlur={blur('username')}
        />
        <CredentialField
          label="Password"
          type="password"
          autoComplete="current-password"
          value={values.password}
          error={errors.password}
          showError={touched.password}
          disabled={state === 'success'}
          onChange={change('password')}
          onBlur={blur('password')}
        />
      </Fields>
      <Actions>
        <Button type="submit" disabled={!valid || locked}>
          Login
        </Button>
      </Actions>
    </form>
  );
}
