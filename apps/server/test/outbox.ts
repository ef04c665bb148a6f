import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The messages a test server (its files under `dir`) wrote to its mail outbox, oldest first; none
 * before the first.
 */
export function outboxOf(dir: string): string[] {
  const folder = join(dir, 'data', 'outbox');
  try {
    return readdirSync(folder)
      .filter((name) => name.endsWith('.eml'))
      .sort()
      .map((name) => readFileSync(join(folder, name), 'utf8'));
  } catch {
    return [];
  }
}

/**
 * A message as its reader sees it: a base64 body decoded, quoted-printable soft line breaks
 * joined and its escapes decoded (ASCII).
 */
export function readable(message: string): string {
  const split = message.search(/\r?\n\r?\n/);
  const head = split === -1 ? message : message.slice(0, split);
  if (/^Content-Transfer-Encoding: base64$/im.test(head)) {
    const body = message.slice(split).replace(/\s/g, '');
    return `${head}\n\n${Buffer.from(body, 'base64').toString('utf8')}`;
  }
  return message
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}
