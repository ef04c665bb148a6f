import type * as Argon2 from '@node-rs/argon2';
import { describe, expect, it, vi } from 'vitest';
import { hashPassword, verifyPassword } from './password';

// The other server tests hash at the smallest cost (test/cheap-password-hashing.ts); this file
// checks the cost the server really uses.
vi.unmock('@node-rs/argon2');

describe('owner and user password hashes', () => {
  it('are Argon2id at the OWASP minimum: 19 MiB, 2 passes, 1 lane', async () => {
    const hash = await hashPassword('correct horse battery');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(hash, 'correct horse battery')).toBe(true);
    expect(await verifyPassword(hash, 'correct horse batterY')).toBe(false);
  });

  it('verify a hash made at another cost by the cost written in it', async () => {
    const argon2 = await vi.importActual<typeof Argon2>('@node-rs/argon2');
    const cheap = await argon2.hash('pass phrase', {
      algorithm: 2 as Argon2.Algorithm,
      memoryCost: 64,
      timeCost: 1,
    });
    expect(await verifyPassword(cheap, 'pass phrase')).toBe(true);
    expect(await verifyPassword('not a hash', 'pass phrase')).toBe(false);
  });
});
