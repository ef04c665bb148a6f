// The real server on a fresh embedded database, signed in as the owner, so that
// GET /api/owner/session reads the session table on every request.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp, loadConfig } from '@portfolio/server';

const dataDir = mkdtempSync(join(tmpdir(), 'bench-server-'));
const config = loadConfig({
  ...process.env,
  DATABASE_URL: '',
  DATA_DIR: dataDir,
  OWNER_PASSWORD: 'bench owner password',
  LOG_LEVEL: 'silent',
  // The bench's load (about 20 s at tens of thousands of requests a second) must never meet the limit.
  RATE_LIMIT_MAX: '1000000000',
});
const app = await buildApp(config);
await app.listen({ port: 0, host: '127.0.0.1' });
const signIn = await app.inject({
  method: 'POST',
  url: '/api/owner/session',
  payload: { password: 'bench owner password' },
});
const cookie = String(signIn.headers['set-cookie'] ?? '').split(';')[0];
const address = app.server.address();
console.log(JSON.stringify({ port: typeof address === 'object' && address ? address.port : 0, cookie }));
