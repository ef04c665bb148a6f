/** What the person who started the server must know about the owner password, or nothing. */
export interface OwnerPasswordState {
  /** Generated on this start: shown now, never again. */
  generatedPassword?: string;
  /** Generated on an earlier start (at this time) and never replaced. */
  generatedEarlierAt?: string;
}

const resetHelp = [
  'To set your own: start the server with OWNER_PASSWORD=<your password> (npm start, or the',
  'environment of your service). That replaces the stored one and signs every browser out.',
];

/** Lines in a frame of `=` so they stand out among the log lines around them. */
function framed(lines: readonly string[]): string {
  const width = Math.max(...lines.map((line) => line.length));
  const rule = '='.repeat(width + 4);
  return [rule, ...lines.map((line) => `| ${line.padEnd(width)} |`), rule, ''].join('\n');
}

/**
 * The start-up notice about the owner password. The generated password is printed once, framed;
 * on later starts, while it is still in use, a reminder says it cannot be shown again (only its
 * hash is stored) and how to replace it.
 */
export function ownerPasswordNotice(state: OwnerPasswordState): string | undefined {
  if (state.generatedPassword !== undefined) {
    return framed([
      'OWNER PASSWORD (generated now, shown only this once: write it down)',
      '',
      `    ${state.generatedPassword}`,
      '',
      'Sign in at /owner. Only a hash is stored; it cannot be shown again.',
      ...resetHelp,
    ]);
  }
  if (state.generatedEarlierAt !== undefined) {
    return framed([
      `Reminder: the owner password is still the one generated on ${state.generatedEarlierAt}.`,
      'It was printed once on that start and is stored only as a hash, so it cannot be shown again.',
      ...resetHelp,
    ]);
  }
  return undefined;
}
