import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { generatePassword, hashPassword, verifyPassword } from './password';

const credentialId = 1;

export interface OwnerPasswordSetup {
  /** Set only when no password was configured or stored: print it once, it is not kept in clear. */
  generatedPassword?: string;
  /**
   * When the stored password is one generated on an earlier start and never replaced: the time it
   * was generated, for a reminder (the password itself cannot be shown again).
   */
  generatedEarlierAt?: string;
}

interface StoredCredential {
  passwordHash: string;
  generated: boolean;
  updatedAt: string;
}

async function storedCredential(db: Kysely<Database>): Promise<StoredCredential | undefined> {
  const row = await db
    .selectFrom('owner_credential')
    .select(['password_hash', 'generated', 'updated_at'])
    .where('id', '=', credentialId)
    .executeTakeFirst();
  return (
    row && { passwordHash: row.password_hash, generated: row.generated === 1, updatedAt: row.updated_at }
  );
}

async function storedHash(db: Kysely<Database>): Promise<string | undefined> {
  return (await storedCredential(db))?.passwordHash;
}

async function storeHash(db: Kysely<Database>, passwordHash: string, generated = false): Promise<void> {
  const updatedAt = new Date().toISOString();
  await db.transaction().execute(async (trx) => {
    // Delete-then-insert is an upsert both dialects run the same way.
    await trx.deleteFrom('owner_credential').execute();
    await trx
      .insertInto('owner_credential')
      .values({
        id: credentialId,
        password_hash: passwordHash,
        updated_at: updatedAt,
        generated: generated ? 1 : 0,
      })
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
  const current = await storedCredential(db);
  if (configuredPassword !== undefined) {
    if (current === undefined || !(await verifyPassword(current.passwordHash, configuredPassword))) {
      await storeHash(db, await hashPassword(configuredPassword));
    } else if (current.generated) {
      // OWNER_PASSWORD now names the generated password: the owner knows it, no more reminders.
      await db.updateTable('owner_credential').set({ generated: 0 }).where('id', '=', credentialId).execute();
    }
    return {};
  }
  if (current !== undefined) return current.generated ? { generatedEarlierAt: current.updatedAt } : {};
  const generatedPassword = generatePassword();
  await storeHash(db, await hashPassword(generatedPassword), true);
  return { generatedPassword };
}

export async function isOwnerPassword(db: Kysely<Database>, password: string): Promise<boolean> {
  const current = await storedHash(db);
  return current !== undefined && verifyPassword(current, password);
}
