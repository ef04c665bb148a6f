import type { CredentialErrors, Credentials } from '../credentials';

// For stories only: rules shaped like the real ones, so the forms can be shown in every state
// without the contracts (which the ui package does not import).
function checkText(value: string, label: 'Username' | 'Password'): string | undefined {
  if (value === '') return `${label} is required.`;
  if (value.length < 6) return `${label} must be at least 6 characters.`;
  if (value.length > 32) return `${label} must be at most 32 characters.`;
  return undefined;
}

export function storyValidation(taken: readonly string[] = []) {
  return ({ username, password }: Credentials): CredentialErrors => {
    const name = username.trim();
    const errors: CredentialErrors = {};
    const nameError = checkText(name, 'Username');
    if (nameError) errors.username = nameError;
    else if (['root', 'admin', ...taken].includes(name)) {
      errors.username = 'This username is forbidden or already in database. Choose another user name.';
    }
    const passwordError = checkText(password, 'Password');
    if (passwordError) errors.password = passwordError;
    return errors;
  };
}
