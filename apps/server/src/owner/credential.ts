import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { generatePassword, hashPassword, verifyPassword } from './password';

const credentialId = 1;

export interface OwnerPasswordSetup {
  /** Set only when no password was configured or stored: print it once, it is not kept in clear. */
  generatedPassword?: string;
}

async function storedHash(db: Kysely<Database>): Promise<string | undefined> {
  const row = await db
    .selectFrom('owner_credential')
    .select('password_hash')
    .where('id', '=', credentialId)
    .executeTakeFirst();
  return row?.password_hash;
}

async function storeHash(db: Kysely<Database>, passwordHash: string): Promise<void> {
  const updatedAt = new Date().toISOString();
  await db.transaction().execute(async (trx) => {
    // Delete-then-insert is an upsert both dialects run the same way.
    await trx.deleteFrom('owner_credential').execute();
    await trx
      .insertInto('owner_credential')
      .values({ id: credentialId, password_hash: passwordHash, updated_at: updatedAt })
      .execute();
    // A new password signs every browser out: whoever knew the old one keeps no session.
    await trx.deleteFrom('owner_sessions').execute();
  });
}

/**
 * Makes sure an owner password exists. OWNER_PASSWORD wins over what is stored; without it the
 * stored password is kept, and on a first start a strong one is generated.
 */
export async function ensureOwnerPassword(
  db: Kysely<Database>,
  configuredPassword: string | undefined,
): Promise<OwnerPasswordSetup> {
  const current = await storedHash(db);
  if (configuredPassword !== undefined) {
    if (current === undefined || !(await verifyPassword(current, configuredPassword))) {
      await storeHash(db, await hashPassword(configuredPassword));
    }
    return {};
  }
  if (current !== undefined) return {};
  const generatedPassword = generatePassword();
  await storeHash(db, await hashPassword(generatedPassword));
  return { generatedPassword };
}

export async function isOwnerPassword(db: Kysely<Database>, password: string): Promise<boolean> {
  const current = await storedHash(db);
  return current !== undefined && verifyPassword(current, password);
}
