import { describe, expect, it } from 'vitest';
import { useTestServer } from '../test/build-test-app';
import { databases } from '../test/databases';

describe.each(databases)('the request log on $name', (database) => {
  const server = useTestServer(database);

  async function logOf(level: string | undefined) {
    const lines: string[] = [];
    const app = await server.build(
      { LOG_LEVEL: level },
      { logStream: { write: (line) => lines.push(line) } },
    );
    lines.length = 0;
    await app.inject({ url: '/api/config?secret=abc' });
    await app.inject({ url: '/api/no-such-call' });
    return lines.map((line) => JSON.parse(line) as Record<string, unknown>);
  }

  it('logs no request by default, so the first start notice stays on screen', async () => {
    expect(await logOf(undefined)).toEqual([]);
  });

  it('logs one readable line per request at info, without the query string', async () => {
    const entries = await logOf('info');
    expect(entries.map((entry) => entry.msg)).toEqual([
      expect.stringMatching(/^GET \/api\/config 200 \d+ ms$/),
      expect.stringMatching(/^GET \/api\/no-such-call 404 \d+ ms$/),
    ]);
    expect(JSON.stringify(entries)).not.toContain('secret');
  });
});
