import { randomBytes } from 'node:crypto';
import { hash, verify, type Algorithm } from '@node-rs/argon2';

// The package declares its algorithms as an ambient const enum, which isolated modules cannot
// read; 2 is its Argon2id member.
const argon2id = 2 as Algorithm;

/** Argon2id with the OWASP-recommended minimum cost (19 MiB, 2 passes, 1 lane). */
export function hashPassword(password: string): Promise<string> {
  return hash(password, { algorithm: argon2id, memoryCost: 19456, timeCost: 2, parallelism: 1 });
}

/** False for a wrong password and for a stored value that is not a valid hash. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** 24 characters of URL-safe base64: 144 random bits, easy to copy from a terminal. */
export function generatePassword(): string {
  return randomBytes(18).toString('base64url');
}
