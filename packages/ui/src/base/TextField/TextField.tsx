import { useId } from 'react';
import styled from 'styled-components';

/** What the sign-up and login forms collect. */
export interface Credentials {
  username: string;
  password: string;
}

/** One message per field that breaks a rule; a field without a message is valid. */
export type CredentialErrors = Partial<Record<keyof Credentials, string>>;

/** The rules of both forms, supplied by the caller (the shared rules of client and server). */
export type ValidateCredentials = (values: Credentials) => CredentialErrors;

export const Fields = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
  max-width: 420px;
  margin: ${({ theme }) => theme.space(4)} 0;
`;

const Label = styled.label`
  display: block;
  margin-bottom: ${({ theme }) => theme.space(1)};
  font-weight: 600;
`;

const Input = styled.input`
  width: 100%;
  min-height: 44px;
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
  border: 1px solid ${({ theme }) => theme.colors.mutedText};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;

  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }

  &:disabled {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
`;

const FieldError = styled.p`
  margin: ${({ theme }) => theme.space(1)} 0 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: 0.9375rem;
`;

/** The prompt line above a form's button: green while all is well, red after a failure. */
export const Prompt = styled.p<{ $tone: 'ok' | 'error' }>`
  margin: 0;
  font-weight: 600;
  color: ${({ theme, $tone }) => ($tone === 'error' ? theme.colors.danger : theme.colors.success)};
`;

export interface CredentialFieldProps {
  label: string;
  type: 'text' | 'password';
  autoComplete: string;
  value: string;
  /** Shown only once `showError` is true. */
  error?: string;
  showError: boolean;
  disabled?: boolean;
  onChange: (value: string) => void;
  onBlur: () => void;
}

/** A labelled input with its rule message under it, tied together for screen readers. */
export function CredentialField({
  label,
  type,
  autoComplete,
  value,
  error,
  showError,
  disabled,
  onChange,
  onBlur,
}: CredentialFieldProps) {
  const inputId = useId();
  const errorId = useId();
  const visibleError = showError ? error : undefined;
  return (
    <div>
      <Label htmlFor={inputId}>{label}</Label>
      <Input
        id={inputId}
        type={type}
        autoComplete={autoComplete}
        spellCheck={false}
        autoCapitalize="none"
        value={value}
        disabled={disabled}
        aria-invalid={visibleError ? true : undefined}
        aria-describedby={visibleError ? errorId : undefined}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
      />
      {visibleError && <FieldError id={errorId}>{visibleError}</FieldError>}
    </div>
  );
}
