import { describe, expect, it } from 'vitest';
import { ownerPasswordNotice } from './owner-password-notice';

describe('the owner password notice', () => {
  it('frames a generated password so it stands out, and says how to replace it', () => {
    const notice = ownerPasswordNotice({ generatedPassword: 'k3Q-example-password_24c' })!;
    const lines = notice.trimEnd().split('\n');
    expect(lines[0]).toMatch(/^=+$/);
    expect(lines.at(-1)).toBe(lines[0]);
    expect(new Set(lines.map((line) => line.length)).size).toBe(1);
    expect(notice).toContain('k3Q-example-password_24c');
    expect(notice).toContain('OWNER_PASSWORD=');
  });

  it('reminds without the password when it was generated on an earlier start', () => {
    const notice = ownerPasswordNotice({ generatedEarlierAt: '2026-11-20T08:00:00.000Z' })!;
    expect(notice).toContain('still the one generated on 2026-11-20T08:00:00.000Z');
    expect(notice).toContain('cannot be shown again');
    expect(notice).toContain('OWNER_PASSWORD=');
  });

  it('says nothing when the owner chose the password', () => {
    expect(ownerPasswordNotice({})).toBeUndefined();
  });
});
