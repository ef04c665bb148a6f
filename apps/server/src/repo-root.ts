import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** This file lives in apps/server/src, so the repository root is three folders up. */
export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
