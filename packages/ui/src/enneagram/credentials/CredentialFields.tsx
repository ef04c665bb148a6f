import styled from 'styled-components';
import { TextField } from '../../base/TextField';
import type { useCredentialsForm } from './useCredentialsForm';

export interface CredentialFieldsProps {
  /** The form hook's field binder. */
  field: ReturnType<typeof useCredentialsForm>['field'];
  /** `current` signs in with an existing password; `new` creates one. */
  password: 'current' | 'new';
  disabled: boolean;
}

const Fields = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
  max-width: 420px;
  margin: ${({ theme }) => theme.space(4)} 0;
`;

/** User name and password, typed exactly, with the browser's autofill hints of either form. */
export function CredentialFields({ field, password, disabled }: CredentialFieldsProps) {
  return (
    <Fields>
      <TextField
        label="User Name"
        type="text"
        autoComplete="username"
        verbatim
        disabled={disabled}
        {...field('username')}
      />
      <TextField
        label={password === 'new' ? 'Create Password' : 'Password'}
        type="password"
        autoComplete={password === 'new' ? 'new-password' : 'current-password'}
        verbatim
        disabled={disabled}
        {...field('password')}
      />
    </Fields>
  );
}
