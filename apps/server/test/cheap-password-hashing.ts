import type * as Argon2 from '@node-rs/argon2';
import { vi } from 'vitest';

// Server tests hash the owner's and the Enneagram users' passwords on nearly every start and
// sign-in. At the production cost (19 MiB, 2 passes) that was a third of a test's time; here the
// same Argon2id runs at its smallest memory and one pass. Verification reads the cost from each
// hash, so a hash made either way verifies the same. `src/owner/password.test.ts` checks the
// production cost itself, with this mock lifted.
vi.mock('@node-rs/argon2', async (importOriginal) => {
  const argon2 = await importOriginal<typeof Argon2>();
  return {
    ...argon2,
    hash: (password: string, options: Parameters<typeof argon2.hash>[1]) =>
      argon2.hash(password, { ...options, memoryCost: 64, timeCost: 1 }),
  };
});
