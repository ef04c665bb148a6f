import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { TEST_OWNER_PASSWORD, useTestServer } from '../../test/build-test-app';
import { dataFolderHolderFile } from './data-folder-lock';

const serverRoot = join(dirname(fileURLToPath(import.meta.url)), '../..');

/** Resolves with the first line of the child's stdout that matches, or rejects when it ends first. */
function lineFrom(child: ChildProcess, matches: (line: string) => boolean): Promise<string> {
  return new Promise((resolve, reject) => {
    const lines = createInterface({ input: child.stdout! });
    lines.on('line', (line) => {
      if (!matches(line)) return;
      lines.close();
      resolve(line);
    });
    child.once('exit', (code) => reject(new Error(`the process ended (${code}) before printing the line`)));
  });
}

/** The state letter of /proc/<pid>/stat: R, S, Z (a zombie, dead but not reaped)... */
function processState(pid: number): string | undefined {
  try {
    // The command name in parentheses may hold spaces; the state follows its closing parenthesis.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[0];
  } catch {
    return undefined;
  }
}

describe('data folder lock (SQLite)', () => {
  const server = useTestServer({ name: 'sqlite' });
  const children: ChildProcess[] = [];
  afterEach(() => {
    for (const child of children.splice(0)) {
      child.stdin?.end();
      child.kill('SIGKILL');
    }
  });

  const dataDir = () => join(server.dir, 'data');
  const holderPath = () => join(dataDir(), dataFolderHolderFile);

  it('refuses to start on a data folder another running process holds, naming both', async () => {
    const other = spawn(process.execPath, ['--import', 'tsx', 'test/hold-data-folder.ts', dataDir()], {
      cwd: serverRoot,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    children.push(other);
    await lineFrom(other, (line) => line === 'held');

    const start = server.build();
    await expect(start).rejects.toThrow(`The data folder ${dataDir()} is in use by another server`);
    await expect(start).rejects.toThrow(`process ${other.pid} (${process.execPath} --import tsx`);
    // The other process keeps its claim.
    expect(readFileSync(holderPath(), 'utf8').trim()).toBe(String(other.pid));
  });

  it('starts at once after a server was killed, while the killed one is still an unreaped zombie', async () => {
    // The server runs under a shell that does not reap it until told to (its `read`), so after
    // SIGKILL it stays a zombie: its pid exists, and `kill -0` still reaches it.
    const shell = spawn('sh', ['-c', 'node --import tsx src/main.ts & echo $!; read _; wait'], {
      cwd: serverRoot,
      env: {
        ...process.env,
        PATH: `${dirname(process.execPath)}:${process.env.PATH ?? ''}`,
        DATABASE_URL: '',
        DATA_DIR: dataDir(),
        MEDIA_DIR: server.mediaDir,
        SITE_DIR: server.siteDir,
        OWNER_PASSWORD: TEST_OWNER_PASSWORD,
        LOG_LEVEL: 'silent',
        PORT: '0',
      },
      stdio: ['pipe', 'pipe', 'inherit'],
    });
    children.push(shell);
    const serverPid = Number(await lineFrom(shell, (line) => /^\d+$/.test(line)));
    await lineFrom(shell, (line) => line.startsWith('Portfolio site:'));
    expect(readFileSync(holderPath(), 'utf8').trim()).toBe(String(serverPid));

    process.kill(serverPid, 'SIGKILL');
    for (let wait = 0; processState(serverPid) !== 'Z' && wait < 100; wait += 1) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(processState(serverPid)).toBe('Z');

    // The next server starts on the same folder at once, and owns it.
    const app = await server.build();
    expect(processState(serverPid)).toBe('Z');
    expect(readFileSync(holderPath(), 'utf8').trim()).toBe(String(process.pid));
    expect((await app.inject({ url: '/api/config' })).statusCode).toBe(200);
    // A real server starts here: on a loaded two-core machine that alone can take 20 s.
  }, 120_000);

  it('takes no notice of a pid file a dead server left, even when its pid now belongs to another process', async () => {
    // Pid reuse: the number in the left-over file is a running process that is no server.
    const unrelated = spawn('sleep', ['30']);
    children.push(unrelated);
    mkdirSync(dataDir(), { recursive: true });
    writeFileSync(holderPath(), `${unrelated.pid}\n`);

    const app = await server.build();
    expect(readFileSync(holderPath(), 'utf8').trim()).toBe(String(process.pid));
    await app.close();
    expect(existsSync(holderPath())).toBe(false);
    // Given back: another process may take the folder now.
    const next = spawn(process.execPath, ['--import', 'tsx', 'test/hold-data-folder.ts', dataDir()], {
      cwd: serverRoot,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    children.push(next);
    await lineFrom(next, (line) => line === 'held');
  });
});
