import { type FormEvent, useId, useState } from 'react';
import styled from 'styled-components';
import { Button } from '../../base/Button';
import { TextInput } from '../../base/FormField';
import { StatusText } from '../../base/StatusText';

export type OwnerSignInState = 'signed-out' | 'submitting' | 'signed-in';

export interface OwnerSignInFormProps {
  state: OwnerSignInState;
  /** Why the last attempt failed, e.g. "Wrong owner password". */
  errorMessage?: string;
  onSignIn: (password: string) => void;
  onSignOut: () => void;
}

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  max-width: 480px;
`;

const Label = styled.label`
  font-weight: 600;
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
`;

const PasswordInput = styled(TextInput)`
  flex: 1 1 14rem;

  &:focus-visible:not([aria-invalid='true']) {
    border-color: ${({ theme }) => theme.colors.accent};
  }

  &:disabled {
    background: ${({ theme }) => theme.colors.surfaceMuted};
    cursor: progress;
  }
`;

function SignedOutForm({
  submitting,
  errorMessage,
  onSignIn,
}: {
  submitting: boolean;
  errorMessage?: string;
  onSignIn: (password: string) => void;
}) {
  const [password, setPassword] = useState('');
  const inputId = useId();
  const errorId = useId();
  const showError = Boolean(errorMessage) && !submitting;
  const canSubmit = password.length > 0 && !submitting;

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (canSubmit) onSignIn(password);
  };

  return (
    <Form aria-label="Owner sign-in" onSubmit={handleSubmit} aria-busy={submitting}>
      {/* Password managers file a password under a user name; the owner account has one fixed name. */}
      <input type="text" name="username" autoComplete="username" value="owner" readOnly hidden />
      <Label htmlFor={inputId}>Owner password</Label>
      <Row>
        <PasswordInput
          id={inputId}
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          // Read-only, not disabled, while the password is checked: Enter pressed in it keeps the focus there.
          readOnly={submitting}
          aria-invalid={showError || undefined}
          aria-describedby={showError ? errorId : undefined}
        />
        <Button type="submit" disabled={password.length === 0} busy={submitting}>
          Sign in
        </Button>
      </Row>
      {submitting && <StatusText tone="info">Checking the password…</StatusText>}
      {showError && (
        <StatusText tone="error" id={errorId}>
          {errorMessage}
        </StatusText>
      )}
    </Form>
  );
}

/** The owner's sign-in: a password field while signed out, a sign-out button once signed in. */
export function OwnerSignInForm({ state, errorMessage, onSignIn, onSignOut }: OwnerSignInFormProps) {
  if (state === 'signed-in') {
    return (
      <Row>
        <StatusText tone="success">You are signed in as the owner.</StatusText>
        <Button variant="secondary" onClick={onSignOut}>
          Sign out
        </Button>
      </Row>
    );
  }
  return (
    <SignedOutForm submitting={state === 'submitting'} errorMessage={errorMessage} onSignIn={onSignIn} />
  );
}
