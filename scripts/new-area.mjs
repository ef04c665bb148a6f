// `npm run new-area <name>`: writes a working template area (docs/adding-an-area.md) and its two
// list lines plus the site's dependency line. Everything else it writes lies in the area's own
// folders and files; scripts/new-area.test.ts proves that nothing outside them has to change.
import { existsSync, mkdirSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const defaultRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** What an area name must look like: lower-case words joined by hyphens (`field-notes`). */
export const areaNamePattern = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;

/** The name in each spelling the files use. */
export function spellings(name) {
  const words = name.split('-');
  const pascal = words.map((word) => word[0].toUpperCase() + word.slice(1)).join('');
  return {
    name,
    camel: pascal[0].toLowerCase() + pascal.slice(1),
    pascal,
    title: words.join(' ').replace(/^./, (first) => first.toUpperCase()),
    snake: words.join('_'),
  };
}

/**
 * The paths, relative to the repository root, that belong to an area of this name: what it may
 * add and change freely. The test compares every change against these and the three lines.
 */
export function areaOwnPaths(name) {
  return [
    `packages/contracts/src/${name}.ts`,
    `packages/contracts/src/${name}.paths.ts`,
    `mocks/src/fixtures/${name}.ts`,
    `mocks/src/handlers/${name}.ts`,
    `mocks/src/${name}-samples.ts`,
    `mocks/src/${name}.test.ts`,
    `packages/ui/src/${name}/`,
    `packages/features/${name}/`,
    `apps/server/src/${name}/`,
    `e2e/${name}.spec.ts`,
    `content/${name}/`,
    `content/media/${name}/`,
  ];
}

/** The files outside the area's own paths that adding it changes: one line in each. */
export const registrationFiles = [
  'apps/server/src/areas.ts',
  'apps/site/src/route-tables.ts',
  'apps/site/package.json',
];

/** The next free migration number: migrations of every area sort by it (`NNN-what`). */
function nextMigrationNumber(root) {
  const serverSource = join(root, 'apps/server/src');
  let highest = 0;
  for (const entry of readdirSync(serverSource, { withFileTypes: true })) {
    const folder = join(serverSource, entry.name, 'migrations');
    if (!entry.isDirectory() || !existsSync(folder)) continue;
    for (const file of readdirSync(folder)) {
      const number = Number(/^(\d{3})-/.exec(file)?.[1] ?? 0);
      highest = Math.max(highest, number);
    }
  }
  return String(highest + 1).padStart(3, '0');
}

function templates({ name, camel, pascal, title, snake }, migration) {
  const api = `/api-${name}/notes`;
  const table = `${snake}_notes`;
  return {
    [`packages/contracts/src/${name}.paths.ts`]: `/** The ${title} area's first read (the route table's \`firstData\`). */
export const firstData = { ${camel}Notes: '${api}' } as const;
`,
    [`packages/contracts/src/${name}.ts`]: `import { z } from 'zod';
import { defineContract } from './contract';
import { firstData } from './${name}.paths';

export const ${camel}NoteSchema = z.object({
  id: z.string().min(1).max(64),
  title: z.string().min(1).max(200),
  body: z.string().max(2000),
});
export type ${pascal}Note = z.infer<typeof ${camel}NoteSchema>;

/** GET ${api}: every note, newest first. */
export const get${pascal}Notes = defineContract({
  method: 'GET',
  path: firstData.${camel}Notes,
  response: z.object({ notes: z.array(${camel}NoteSchema).max(500) }),
});
`,
    [`mocks/src/fixtures/${name}.ts`]: `import type { ${pascal}Note } from '@portfolio/contracts/${name}';

/** The notes the mocks answer with: the same as the server's demo content. */
export const ${camel}NotesFixture: ${pascal}Note[] = [
  { id: 'note-2', title: 'Second thoughts', body: 'A later note comes first in the list.' },
  { id: 'note-1', title: 'First note', body: 'Written when the area was made.' },
];
`,
    [`mocks/src/handlers/${name}.ts`]: `import { get${pascal}Notes } from '@portfolio/contracts/${name}';
import { ${camel}NotesFixture } from '../fixtures/${name}';
import { mockContract } from '../mock-contract';

/** The ${title} area's happy path. */
export const ${camel}Handlers = [mockContract(get${pascal}Notes, () => ({ notes: ${camel}NotesFixture }))];
`,
    [`packages/ui/src/${name}/index.ts`]: `// The ${title} area's presentational components. Each lives in its own folder with its stories.
export * from './${pascal}Page';
`,
    [`packages/ui/src/${name}/${pascal}Page/index.ts`]: `export { ${pascal}Page, type ${pascal}PageProps, type ${pascal}PageNote } from './${pascal}Page';
`,
    [`packages/ui/src/${name}/${pascal}Page/${pascal}Page.tsx`]: `import styled from 'styled-components';
import { Surface, SurfaceHeading } from '../../base/Card';
import { PageFrame } from '../../base/PageFrame';

export interface ${pascal}PageNote {
  id: string;
  title: string;
  body: string;
}

export interface ${pascal}PageProps {
  notes: readonly ${pascal}PageNote[];
  /** The landing page: the way home. */
  homeHref: string;
}

const NoteList = styled.ul\`
  display: grid;
  gap: \${({ theme }) => theme.space(3)};
  margin: 0;
  padding: 0;
  list-style: none;
\`;

const Body = styled.p\`
  margin: 0;
  color: \${({ theme }) => theme.colors.mutedText};
\`;

/** The ${title} page: its notes, or a line saying there are none. */
export function ${pascal}Page({ notes, homeHref }: ${pascal}PageProps) {
  return (
    <PageFrame heading="${title}" homeHref={homeHref}>
      {notes.length === 0 ? (
        <Body>No notes yet.</Body>
      ) : (
        <NoteList aria-label="Notes">
          {notes.map((note) => (
            <li key={note.id}>
              <Surface aria-labelledby={\`note-\${note.id}\`}>
                <SurfaceHeading id={\`note-\${note.id}\`}>{note.title}</SurfaceHeading>
                <Body>{note.body}</Body>
              </Surface>
            </li>
          ))}
        </NoteList>
      )}
    </PageFrame>
  );
}
`,
    [`packages/ui/src/${name}/${pascal}Page/${pascal}Page.stories.tsx`]: `import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ${pascal}Page } from './${pascal}Page';

const meta = {
  title: 'UI/${pascal}/${pascal}Page',
  // A page: also pictured and layout-checked at phone width (decision 107).
  tags: ['page'],
  component: ${pascal}Page,
  parameters: { layout: 'fullscreen' },
  args: {
    homeHref: '/landing',
    notes: [
      { id: 'note-2', title: 'Second thoughts', body: 'A later note comes first in the list.' },
      { id: 'note-1', title: 'First note', body: 'Written when the area was made.' },
    ],
  },
} satisfies Meta<typeof ${pascal}Page>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '${title}' })).toBeVisible();
    const notes = within(canvas.getByRole('list', { name: 'Notes' })).getAllByRole('listitem');
    await expect(notes.map((note) => note.querySelector('h2')?.textContent)).toEqual([
      'Second thoughts',
      'First note',
    ]);
  },
};

export const Playground: Story = {};

export const Empty: Story = {
  args: { notes: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No notes yet.')).toBeVisible();
    await expect(canvas.queryByRole('list', { name: 'Notes' })).toBeNull();
  },
};
`,
    [`packages/features/${name}/package.json`]: `${JSON.stringify(
      {
        name: `@portfolio/feature-${name}`,
        version: '0.1.0',
        private: true,
        type: 'module',
        description: `${title}: made by npm run new-area; say here what the area is.`,
        exports: { '.': './src/index.ts', './routes': './src/routes.ts' },
        dependencies: {
          '@portfolio/api-client': '*',
          '@portfolio/contracts': '*',
          '@portfolio/ui': '*',
          react: '^19.3.0',
          'react-router-dom': '^7.18.0',
        },
        devDependencies: {
          '@portfolio/mocks': '*',
          msw: '^2.15.0',
          storybook: '~10.6.7',
          vitest: '~5.1.1',
        },
        sideEffects: false,
      },
      null,
      2,
    )}
`,
    [`packages/features/${name}/tsconfig.json`]: `{
  "extends": "../../../tsconfig.json",
  "compilerOptions": { "types": ["vite/client"] },
  "include": ["src"]
}
`,
    [`packages/features/${name}/vitest.config.ts`]: `import { defineConfig } from 'vitest/config';

// Unit tests of the ${title} area's pure logic; its pages are tested through their stories.
export default defineConfig({
  test: { name: 'feature-${name}', environment: 'node', include: ['src/**/*.test.ts'] },
});
`,
    [`packages/features/${name}/src/index.ts`]: `// The ${title} area's route module, mounted lazily by apps/site.
export { ${pascal}Route } from './${pascal}Route';
`,
    [`packages/features/${name}/src/routes.ts`]: `import type { AreaRoute } from '@portfolio/api-client/site';
import { firstData } from '@portfolio/contracts/${name}.paths';

/** The ${title} area: one page, in its own chunk fetched on the first visit. */
export const ${camel}Routes: readonly AreaRoute[] = [
  {
    path: '/${name}',
    page: { lazy: () => import('./index').then((m) => m.${pascal}Route) },
    sample: '/${name}',
    firstData: () => [firstData.${camel}Notes],
  },
];
`,
    [`packages/features/${name}/src/note-count.ts`]: `/** The line under the notes: \`1 note\`, \`3 notes\`. */
export function noteCount(count: number): string {
  return \`\${count} \${count === 1 ? 'note' : 'notes'}\`;
}
`,
    [`packages/features/${name}/src/note-count.test.ts`]: `import { describe, expect, it } from 'vitest';
import { noteCount } from './note-count';

describe('noteCount', () => {
  it('says note for one and notes for any other number', () => {
    expect(noteCount(0)).toBe('0 notes');
    expect(noteCount(1)).toBe('1 note');
    expect(noteCount(12)).toBe('12 notes');
  });
});
`,
    [`packages/features/${name}/src/${pascal}Route.tsx`]: `import { DataProvider, useApiQuery } from '@portfolio/api-client';
import { siteAddresses } from '@portfolio/api-client/site';
import { get${pascal}Notes } from '@portfolio/contracts/${name}';
import { LoadingIndicator, useDocumentTitle } from '@portfolio/ui';
import { ${pascal}Page } from '@portfolio/ui/${name}';
import { noteCount } from './note-count';

/** /${name}, a lazy route module. */
export function ${pascal}Route() {
  return (
    <DataProvider>
      <${pascal}Container />
    </DataProvider>
  );
}

function ${pascal}Container() {
  // A failed read goes to the error page (spec part 1 §8): nothing to show here.
  const notes = useApiQuery(get${pascal}Notes);
  useDocumentTitle(notes.data ? \`${title} (\${noteCount(notes.data.notes.length)})\` : '${title}');
  if (!notes.data) return <LoadingIndicator label="Loading the notes" />;
  return <${pascal}Page notes={notes.data.notes} homeHref={siteAddresses.landing} />;
}
`,
    [`packages/features/${name}/src/${pascal}Route.stories.tsx`]: `import { get${pascal}Notes } from '@portfolio/contracts/${name}';
import { mockContractError } from '@portfolio/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ${pascal}Route } from './${pascal}Route';

const meta = {
  title: 'Features/${pascal}/${pascal}Route',
  // A page: also pictured and layout-checked at phone width (decision 107).
  tags: ['page'],
  component: ${pascal}Route,
  parameters: { layout: 'fullscreen', router: { path: '/${name}' } },
} satisfies Meta<typeof ${pascal}Route>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Notes: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Second thoughts' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'First note' })).toBeVisible();
  },
};

export const NotesFailToLoad: Story = {
  beforeEach({ msw }) {
    msw.use(mockContractError(get${pascal}Notes, 500));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('navigated-away')).toHaveTextContent('Navigated to /error');
  },
};
`,
    [`apps/server/src/${name}/tables.ts`]: `/** The ${title} area's notes. */
export interface ${pascal}NotesTable {
  id: string;
  title: string;
  body: string;
  /** Larger is newer: the order the notes are listed in. */
  position: number;
}

export interface ${pascal}Tables {
  ${table}: ${pascal}NotesTable;
}

declare module '../db/schema' {
  // Adds this area's tables to every \`Kysely<Database>\`.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface Database extends ${pascal}Tables {}
}
`,
    [`apps/server/src/${name}/migrations/${migration}-${name}.ts`]: `import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

// The ${title} area's table.
export const ${camel}: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('${table}')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('title', 'text', (col) => col.notNull())
      .addColumn('body', 'text', (col) => col.notNull())
      .addColumn('position', 'integer', (col) => col.notNull())
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('${table}').execute();
  },
};
`,
    [`apps/server/src/${name}/demo-content.ts`]: `import type { DemoLoader } from '../content/demo-loader';

/** The demo notes, loaded once on the first start. */
export const ${camel}DemoLoaders: readonly DemoLoader[] = [
  {
    name: '${name}-notes',
    version: 1,
    async load(trx) {
      await trx
        .insertInto('${table}')
        .values([
          { id: 'note-1', title: 'First note', body: 'Written when the area was made.', position: 1 },
          { id: 'note-2', title: 'Second thoughts', body: 'A later note comes first in the list.', position: 2 },
        ])
        .execute();
    },
  },
];
`,
    [`apps/server/src/${name}/routes.ts`]: `import { get${pascal}Notes } from '@portfolio/contracts/${name}';
import type { FastifyInstance } from 'fastify';
import { route } from '../route';

/** The ${title} area's routes. */
export async function ${camel}Routes(app: FastifyInstance): Promise<void> {
  route(app, get${pascal}Notes, async () => ({
    notes: await app.db
      .selectFrom('${table}')
      .select(['id', 'title', 'body'])
      .orderBy('position', 'desc')
      .limit(500)
      .execute(),
  }));
}
`,
    [`apps/server/src/${name}/area.ts`]: `import { firstData } from '@portfolio/contracts/${name}.paths';
import { addressesOf, type ServerArea } from '../area';
import { ${camel}DemoLoaders } from './demo-content';
import { ${camel} } from './migrations/${migration}-${name}';
import { ${camel}Routes } from './routes';
import type {} from './tables';

export const ${camel}Area: ServerArea = {
  name: '${name}',
  routes: ${camel}Routes,
  migrations: { '${migration}-${name}': ${camel} },
  demoLoaders: ${camel}DemoLoaders,
  firstData: addressesOf(firstData),
};
`,
    [`apps/server/src/${name}/routes.test.ts`]: `import { get${pascal}Notes } from '@portfolio/contracts/${name}';
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../../test/build-test-app';
import { databases } from '../../test/databases';

describe.each(databases)('${title} on $name', (database) => {
  const server = useTestServer(database);

  it('lists the demo notes, newest first', async () => {
    const app = await server.build();
    const response = await app.inject({ url: get${pascal}Notes.path });
    expect(response.statusCode).toBe(200);
    const { notes } = get${pascal}Notes.response.parse(response.json());
    expect(notes.map((note) => note.title)).toEqual(['Second thoughts', 'First note']);
  });
});
`,
    [`e2e/${name}.spec.ts`]: `import { expect, test } from '@playwright/test';

test('a visitor reads the ${title} notes from the real server', async ({ page }) => {
  await page.goto('/${name}');
  await expect(page.getByRole('heading', { level: 1, name: '${title}' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Second thoughts' })).toBeVisible();
  await expect(page).toHaveTitle(/${title} \\(2 notes\\)/);
});
`,
  };
}

/** Adds `line` after the last line matching `after` (kept in the file's order). */
function insertAfterLast(text, after, line, file) {
  const lines = text.split('\n');
  const index = lines.findLastIndex((candidate) => after.test(candidate));
  if (index < 0) throw new Error(`${file}: found no line to add "${line.trim()}" after`);
  lines.splice(index + 1, 0, line);
  return lines.join('\n');
}

/** The three registration lines (and their imports). */
function register(root, { name, camel }) {
  const edit = (file, change) => {
    const path = join(root, file);
    writeFileSync(path, change(readFileSync(path, 'utf8')));
  };
  edit('apps/server/src/areas.ts', (text) =>
    insertAfterLast(
      insertAfterLast(
        text,
        /^import \{ \w+Area \} from '\.\/[\w-]+\/area';$/,
        `import { ${camel}Area } from './${name}/area';`,
        'areas.ts',
      ),
      /^ {2}\w+Area,$/,
      `  ${camel}Area,`,
      'areas.ts',
    ),
  );
  edit('apps/site/src/route-tables.ts', (text) =>
    insertAfterLast(
      insertAfterLast(
        text,
        /^import \{ \w+Routes \} from '@portfolio\/feature-[\w-]+\/routes';$/,
        `import { ${camel}Routes } from '@portfolio/feature-${name}/routes';`,
        'route-tables.ts',
      ),
      /^ {2}\.\.\.\w+Routes,$/,
      `  ...${camel}Routes,`,
      'route-tables.ts',
    ),
  );
  edit('apps/site/package.json', (text) => {
    const manifest = JSON.parse(text);
    const entries = { ...manifest.dependencies, [`@portfolio/feature-${name}`]: '*' };
    manifest.dependencies = Object.fromEntries(
      Object.entries(entries).sort(([a], [b]) => a.localeCompare(b)),
    );
    return `${JSON.stringify(manifest, null, 2)}\n`;
  });
}

/**
 * Writes the area `name` into the repository at `root`. Refuses a name that is not kebab-case
 * or that an area already has. Returns the files it wrote, relative to `root`.
 */
export function createArea(name, root = defaultRoot) {
  if (!areaNamePattern.test(name)) {
    throw new Error(`"${name}" is not an area name: lower-case words joined by hyphens, such as field-notes`);
  }
  const taken = areaOwnPaths(name).find((path) => existsSync(join(root, path)));
  if (taken) throw new Error(`An area named "${name}" exists already (${taken})`);
  const names = spellings(name);
  const files = templates(names, nextMigrationNumber(root));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    writeFileSync(join(root, file), text);
  }
  register(root, names);
  // The workspace link npm install would make, so the site resolves the package at once.
  const link = join(root, 'node_modules/@portfolio', `feature-${name}`);
  if (existsSync(dirname(link)) && !existsSync(link)) {
    symlinkSync(relative(dirname(link), join(root, 'packages/features', name)), link);
  }
  return Object.keys(files);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const name = process.argv[2];
  if (!name) {
    console.error('Usage: npm run new-area <name>   (lower-case words joined by hyphens: field-notes)');
    process.exit(2);
  }
  try {
    const files = createArea(name);
    console.log(`Wrote the area "${name}": ${files.length} files in its own folders, and one line each in`);
    for (const file of registrationFiles) console.log(`  ${file}`);
    console.log('Next: npm install (records the new workspace in package-lock.json), then');
    console.log(`  npx vitest run --project server apps/server/src/${name}`);
    console.log(`  npx vitest run --project stories packages/features/${name} packages/ui/src/${name}`);
    console.log(`  npm run visual:accept -- packages/ui/src/${name}   (after looking at the pictures)`);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
