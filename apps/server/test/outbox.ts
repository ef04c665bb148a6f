import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The messages a test server (its files under `dir`) wrote to its mail outbox; none before the first. */
export function outboxOf(dir: string): string[] {
  const folder = join(dir, 'data', 'outbox');
  try {
    return readdirSync(folder).map((name) => readFileSync(join(folder, name), 'utf8'));
  } catch {
    return [];
  }
}
