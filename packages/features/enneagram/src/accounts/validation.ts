import {
  type EnneagramCredentials,
  isForbiddenUsername,
  passwordSchema,
  usernameMessages,
  usernameSchema,
} from '@portfolio/contracts';

/** One message per field that breaks a rule (the first rule it breaks). */
export type CredentialErrors = Partial<Record<keyof EnneagramCredentials, string>>;

function firstIssue(result: { success: boolean; error?: { issues: Array<{ message: string }> } }) {
  return result.success ? undefined : result.error?.issues[0]?.message;
}

/** The rules the server applies too (spec §5): required, 6 to 32 characters, name trimmed. */
export function credentialErrors({ username, password }: EnneagramCredentials): CredentialErrors {
  const errors: CredentialErrors = {};
  const nameIssue = firstIssue(usernameSchema.safeParse(username));
  if (nameIssue) errors.username = nameIssue;
  const passwordIssue = firstIssue(passwordSchema.safeParse(password));
  if (passwordIssue) errors.password = passwordIssue;
  return errors;
}

/**
 * Sign-up: the shared rules, then the forbidden names ('root', 'admin' and every existing user
 * id), checked on the trimmed name.
 */
export function signUpErrors(
  values: EnneagramCredentials,
  existingUserIds: readonly string[],
): CredentialErrors {
  const errors = credentialErrors(values);
  if (!errors.username && isForbiddenUsername(values.username, existingUserIds)) {
    errors.username = usernameMessages.forbiddenOrTaken;
  }
  return errors;
}

/** Login: the shared rules only; its forbidden list is empty (spec §5), so that check never fires. */
export function loginErrors(values: EnneagramCredentials): CredentialErrors {
  return credentialErrors(values);
}
