// The database baseline: bare Fastify doing the read GET /api/owner/session does (the cookie's
// token hashed, one prepared SELECT on the sessions table of a SQLite file) and nothing else,
// so the portfolio server's figure beside it is the cost of our own layers.
import { hash, randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import Fastify from 'fastify';

const db = new Database(join(mkdtempSync(join(tmpdir(), 'bench-bare-session-')), 'bench.sqlite'));
db.pragma('journal_mode = WAL');
db.exec(
  'CREATE TABLE owner_sessions (token_hash TEXT PRIMARY KEY, created_at TEXT NOT NULL, expires_at TEXT NOT NULL)',
);
const token = randomBytes(32).toString('base64url');
const now = new Date();
db.prepare('INSERT INTO owner_sessions VALUES (?, ?, ?)').run(
  hash('sha256', token, 'hex'),
  now.toISOString(),
  new Date(now.getTime() + 86_400_000).toISOString(),
);
const liveSession = db.prepare(
  'SELECT token_hash FROM owner_sessions WHERE token_hash = ? AND expires_at > ?',
);

const app = Fastify({ logger: false });
app.get('/api/owner/session', async (request) => {
  const cookie = /(?:^|;\s*)owner_session=([^;]*)/.exec(request.headers.cookie ?? '')?.[1];
  const row = cookie ? liveSession.get(hash('sha256', cookie, 'hex'), new Date().toISOString()) : undefined;
  return { owner: row !== undefined };
});
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
console.log(
  JSON.stringify({
    port: typeof address === 'object' && address ? address.port : 0,
    cookie: `owner_session=${token}`,
  }),
);
