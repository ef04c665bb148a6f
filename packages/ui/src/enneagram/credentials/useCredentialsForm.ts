import { useState } from 'react';
import type { Credentials, ValidateCredentials } from './credentials';

export interface CredentialsFormOptions {
  validate: ValidateCredentials;
  /** A field changed (e.g. an earlier failure no longer applies). */
  onEdit?: (field: keyof Credentials) => void;
}

/**
 * The form state login and sign-up share: the values, which fields were touched, the rule messages
 * (shown only once a field was touched) and the values to send (the name trimmed).
 */
export function useCredentialsForm({ validate, onEdit }: CredentialsFormOptions) {
  const [values, setValues] = useState<Credentials>({ username: '', password: '' });
  const [touched, setTouched] = useState({ username: false, password: false });
  const errors = validate(values);

  const touch = (field: keyof Credentials) => setTouched((current) => ({ ...current, [field]: true }));
  const field = (name: keyof Credentials) => ({
    value: values[name],
    error: touched[name] ? errors[name] : undefined,
    onChange: (value: string) => {
      setValues((current) => ({ ...current, [name]: value }));
      touch(name);
      onEdit?.(name);
    },
    onBlur: () => touch(name),
  });

  return {
    field,
    valid: !errors.username && !errors.password,
    submitted: { username: values.username.trim(), password: values.password } satisfies Credentials,
  };
}
