import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { areaOwnPaths, createArea, registrationFiles } from './new-area.mjs';

// `npm run new-area` in a throwaway copy of the repository: the template area must typecheck,
// pass its tests and answer on the server with nothing changed outside its own folders but the
// three registration lines (docs/adding-an-area.md). The copy holds the folders the area touches;
// the rest (content, pictures, node_modules) is linked, never written.

const root = resolve(import.meta.dirname, '..');
const name = 'trial-notes';
const copied = ['packages', 'mocks', 'apps', 'e2e', 'scripts', '.storybook'];
const node = process.execPath;
const bin = (path: string) => join(root, 'node_modules', path);

let copy = '';

/** Every file of the copy's own folders (not links), with a hash of its content. */
function snapshot(): Map<string, string> {
  const files = new Map<string, string>();
  const walk = (relative: string) => {
    for (const entry of readdirSync(join(copy, relative), { withFileTypes: true })) {
      const path = relative === '' ? entry.name : `${relative}/${entry.name}`;
      if (entry.isSymbolicLink() || entry.name === 'node_modules') continue;
      if (entry.isDirectory()) walk(path);
      else
        files.set(
          path,
          createHash('sha1')
            .update(readFileSync(join(copy, path)))
            .digest('hex'),
        );
    }
  };
  walk('');
  return files;
}

function makeCopy(): void {
  copy = mkdtempSync(join(tmpdir(), 'new-area-'));
  const listed = spawnSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
  });
  for (const file of listed.stdout.split('\0').filter(Boolean)) {
    const top = file.split('/')[0] ?? '';
    const inCopiedFolder = copied.includes(top);
    if ((!inCopiedFolder && file.includes('/')) || !existsSync(join(root, file))) continue;
    mkdirSync(dirname(join(copy, file)), { recursive: true });
    copyFileSync(join(root, file), join(copy, file));
  }
  for (const entry of readdirSync(root)) {
    const linked = !copied.includes(entry) && !existsSync(join(copy, entry)) && entry !== 'node_modules';
    if (linked && !entry.startsWith('.git')) symlinkSync(join(root, entry), join(copy, entry));
  }
  symlinkSync(join(root, 'apps/server/node_modules'), join(copy, 'apps/server/node_modules'));
  // node_modules: the same packages, but the workspaces' links lead into the copy.
  mkdirSync(join(copy, 'node_modules/@portfolio'), { recursive: true });
  for (const entry of readdirSync(join(root, 'node_modules'))) {
    if (entry === '@portfolio' || entry === '.vite' || entry === '.vitest') continue;
    symlinkSync(join(root, 'node_modules', entry), join(copy, 'node_modules', entry));
  }
  for (const entry of readdirSync(join(root, 'node_modules/@portfolio'))) {
    const target = readlinkSync(join(root, 'node_modules/@portfolio', entry));
    symlinkSync(target, join(copy, 'node_modules/@portfolio', entry));
  }
}

function run(command: string, args: string[]): { status: number | null; output: string } {
  const result = spawnSync(command, args, {
    cwd: copy,
    encoding: 'utf8',
    env: { ...process.env, DATABASE_URL: '', NO_COLOR: '1', FORCE_COLOR: '0' },
    maxBuffer: 64 * 1024 * 1024,
  });
  return { status: result.status, output: `${result.stdout}\n${result.stderr}` };
}

describe('npm run new-area', () => {
  let before = new Map<string, string>();
  let after = new Map<string, string>();
  let written: string[] = [];

  beforeAll(() => {
    makeCopy();
    before = snapshot();
    written = createArea(name, copy);
    after = snapshot();
  }, 120_000);

  afterAll(() => {
    if (copy) rmSync(copy, { recursive: true, force: true });
  });

  it('refuses a name that is not kebab-case, or one an area has', () => {
    expect(() => createArea('Field Notes', copy)).toThrow(/lower-case words joined by hyphens/);
    expect(() => createArea(name, copy)).toThrow(/exists already/);
  });

  it("changes nothing outside the area's own folders but one line in each of the three lists", () => {
    const own = areaOwnPaths(name);
    const isOwn = (path: string) =>
      own.some((prefix) => (prefix.endsWith('/') ? path.startsWith(prefix) : path === prefix));
    const changed = [...after.keys()].filter((path) => before.get(path) !== after.get(path));
    const removed = [...before.keys()].filter((path) => !after.has(path));
    expect(removed).toEqual([]);
    expect(written.every(isOwn)).toBe(true);
    const outside = changed.filter((path) => !isOwn(path));
    // The count docs/adding-an-area.md states.
    expect(outside.sort()).toEqual([...registrationFiles].sort());
    expect(outside).toHaveLength(3);
    for (const file of registrationFiles) {
      const old = readFileSync(join(root, file), 'utf8').split('\n');
      const now = readFileSync(join(copy, file), 'utf8').split('\n');
      const added = now.filter((line) => !old.includes(line));
      // The list line, and in the two code files its import.
      expect(added.length, `${file}: ${added.join(' | ')}`).toBe(file.endsWith('.json') ? 1 : 2);
      expect(
        old.filter((line) => !now.includes(line)),
        file,
      ).toEqual([]);
    }
  });

  it('typechecks on every side', () => {
    const config = {
      extends: './tsconfig.json',
      compilerOptions: { types: ['node', 'vite/client'] },
      include: [
        `packages/contracts/src/${name}.ts`,
        `mocks/src/handlers/${name}.ts`,
        `packages/ui/src/${name}`,
        `packages/features/${name}/src`,
        `apps/server/src/${name}`,
      ],
    };
    writeFileSync(join(copy, 'tsconfig.new-area.json'), JSON.stringify(config));
    const result = run(node, [bin('typescript/bin/tsc'), '-p', 'tsconfig.new-area.json']);
    expect(result.output.trim()).toBe('');
    expect(result.status).toBe(0);
  }, 300_000);

  it("passes its server and unit tests and the mocks' and route tables' checks, and answers on the server", () => {
    // The site's route table and the mocks' handlers find the area, and the built server serves it.
    const check = `
      import { handlers } from '../../../mocks/src/handlers/index.ts';
      import { listSampleAddresses } from '../../site/src/route-tables.ts';
      import { buildApp } from './app.ts';
      import { loadConfig } from './config.ts';
      import { mkdtempSync } from 'node:fs';
      import { join } from 'node:path';
      import { tmpdir } from 'node:os';
      import { it, expect } from 'vitest';
      it('serves', async () => {
        expect(handlers.map((handler) => handler.info.header)).toContain('GET */api-${name}/notes');
        expect(listSampleAddresses()).toContain('/${name}');
        const dir = mkdtempSync(join(tmpdir(), 'new-area-serve-'));
        const app = await buildApp(loadConfig({ LOG_LEVEL: 'silent', OWNER_PASSWORD: 'a long password',
          DATA_DIR: join(dir, 'data'), SITE_DIR: join(dir, 'site') }));
        const answer = await app.inject({ url: '/api-${name}/notes' });
        await app.close();
        expect(answer.statusCode).toBe(200);
        expect(answer.json().notes).toHaveLength(2);
      });
    `;
    writeFileSync(join(copy, 'apps/server/src/new-area-serve.test.ts'), check);
    const result = run(node, [
      bin('vitest/vitest.mjs'),
      'run',
      // The machine may be busy: a slow test here is not the area's fault.
      '--testTimeout=120000',
      '--project',
      'server',
      '--project',
      `feature-${name}`,
      '--project',
      'mocks',
      '--project',
      'site',
      `apps/server/src/${name}/`,
      `packages/features/${name}/`,
      'mocks/src/contracts.test.ts',
      'apps/site/src/route-tables.test.ts',
      'apps/site/src/feature-layout.test.ts',
      'apps/server/src/new-area-serve.test.ts',
    ]);
    expect(result.output).toMatch(/Test Files\s+6 passed \(6\)/);
    expect(result.status, result.output.slice(-3000)).toBe(0);
  }, 600_000);
});
