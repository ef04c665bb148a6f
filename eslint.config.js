import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { typecheckProjects } from './scripts/lib/workspaces.mjs';

/**
 * The import rules of ARCHITECTURE.md §2, one block per layer. Each message says why the rule
 * exists, so a developer who trips it knows where the code belongs instead.
 */
// Story helpers (`src/stories/story-*.ts`) hold what several story files of a package share: they
// are story code, imported by stories only.
const stories = [
  '**/*.stories.tsx',
  '**/*.stories.ts',
  '**/*.test.ts',
  '**/*.test.tsx',
  '**/src/stories/story-*.{ts,tsx}',
];

const rule = (group, message) => ({ group, message });

const mocksOnlyInStories = rule(
  ['@portfolio/mocks', '@portfolio/mocks/*'],
  'Only stories, tests and the dev mock switch import mocks: production code must talk to the real API.',
);
const noOtherFeature = rule(
  ['@portfolio/feature-*'],
  'A feature never imports another feature: move what two features share into packages/ui or packages/api-client.',
);
const noServer = rule(
  ['@portfolio/server', '@portfolio/server/*'],
  'The front end never imports the server: share shapes through @portfolio/contracts.',
);

const uiRules = [
  rule(
    ['@portfolio/contracts', '@portfolio/api-client', '@portfolio/feature-*', '@portfolio/server'],
    'packages/ui is pure presentation: it imports no contracts, data access or features. Pass data and callbacks in as props.',
  ),
  rule(
    ['react-router', 'react-router-dom', 'axios', '@tanstack/*'],
    'packages/ui never reads the router or fetches: the feature container does that and passes props.',
  ),
];

/** Relative imports of the root's own folders and configs (content/, scripts/, .storybook/, vite.config.ts). */
const rootShared = String.raw`^(\.\./)+(content/|scripts/|\.storybook/|vite\.config\.ts$)`;

// React Router's Navigate does nothing in the server's render (it only warns there), so the
// server could not answer a route that only redirects: the shared Redirect tells it (decision 044).
const noNavigate = {
  name: 'react-router-dom',
  importNames: ['Navigate'],
  message:
    'Use Redirect from @portfolio/api-client/site for a route that only leads elsewhere: the server answers it with a 302, where Navigate does nothing (decision 044).',
};

/**
 * Fences inside packages (issue 27): which folder of a package may import which. The folders are
 * read from the tree, so a new area is fenced the day it is created.
 */
const repoDir = import.meta.dirname;
const foldersOf = (dir) =>
  readdirSync(join(repoDir, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();

// packages/ui/src: base and the folders below it (theme, link navigation, document title) are the
// floor every area stands on; every other folder is one area's screens.
const uiFloor = ['base', 'theme', 'navigation', 'document'];
const uiAreas = foldersOf('packages/ui/src').filter((folder) => !uiFloor.includes(folder));
// apps/server/src: an area is a folder with an area.ts. `core` and `owner` (the owner session and
// password hashing every area's writes rely on) are the core, with the loose files and folders.
const serverCore = ['core', 'owner'];
const serverAreas = foldersOf('apps/server/src').filter(
  (folder) => !serverCore.includes(folder) && existsSync(join(repoDir, 'apps/server/src', folder, 'area.ts')),
);
const features = foldersOf('packages/features');

const fenceZones = [
  // A ui area composes base; what two areas share is a base part, so each area can change alone.
  ...uiAreas.map((area) => ({
    target: `packages/ui/src/${area}`,
    from: 'packages/ui/src',
    except: [`./${area}`, ...uiFloor.map((folder) => `./${folder}`)],
    message: `A ui area imports only base and itself: ${area} may not reach into another area. Move what two areas share into packages/ui/src/base.`,
  })),
  // Base is the floor: a part that needs an area's screen belongs in that area.
  {
    target: 'packages/ui/src/base',
    from: 'packages/ui/src',
    except: uiFloor.map((folder) => `./${folder}`),
    message:
      'packages/ui/src/base imports no area: base parts are what every area builds on. Move the piece it needs into base, or the part into the area.',
  },
  // A server area is reached through its area object only; what two areas share is core.
  ...serverAreas.map((area) => ({
    target: `apps/server/src/${area}`,
    from: serverAreas.filter((other) => other !== area).map((other) => `apps/server/src/${other}`),
    message: `A server area imports only the core and itself: ${area} may not use another area's internals. Move what both need into the core (apps/server/src outside the area folders).`,
  })),
  // A feature renders its own area's screens and the shared ones (base, the shell's, from '@portfolio/ui').
  ...features.map((feature) => ({
    target: `packages/features/${feature}`,
    from: 'packages/ui/src',
    except: [
      './index.ts',
      ...uiFloor.map((folder) => `./${folder}`),
      ...(uiAreas.includes(feature) ? [`./${feature}`] : []),
    ],
    message: `A feature uses only its own ui entry: feature-${feature} imports '@portfolio/ui' and '@portfolio/ui/${feature}', never another area's screens. Move a shared screen part into packages/ui/src/base.`,
  })),
];

// Raw form controls are styled once, in base (ARCHITECTURE.md §2, "The ui base layer"): an area
// restyling its own button drifts from the site's focus, sizes and colours.
const rawControl = '/^(input|button|select|textarea)$/';
const rawControlMessage =
  'No raw form control is styled outside packages/ui/src/base: use Button, TextInput, TextAreaInput, SelectInput, FileInput, Chip or OverlayButton from @portfolio/ui (or add the part to base).';

function restrict(files, patterns, ignores = [], paths = []) {
  return { files, ignores, rules: { 'no-restricted-imports': ['error', { patterns, paths }] } };
}

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-ssr/**',
      'storybook-static/**',
      'data/**',
      'mocks/public/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...storybook.configs['flat/recommended'],
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  { files: ['**/*.{js,mjs}'], languageOptions: { globals: { ...globals.node } } },

  // Package boundaries (ARCHITECTURE.md §2). import-x's messages are fixed; what each rule means:
  // - no-relative-packages: "../../ui/src/x" reaches into another package behind its exports;
  //   import it by name ("@portfolio/ui") so the dependency shows in package.json.
  // - no-extraneous-dependencies: every package imported must be declared in the nearest
  //   package.json (workspace packages as "*"), so a package builds and tests on its own.
  // - no-cycle: modules that import each other at run time load half-initialised; move what
  //   both need into a third module (type-only imports are allowed).
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'import-x': importX },
    settings: {
      // Which files import-x parses (TypeScript included) when it follows imports for no-cycle.
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          alwaysTryTypes: true,
          project: typecheckProjects(),
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      // The repository root is not a workspace: its shared content, scripts and configs are
      // reached by relative paths on purpose.
      'import-x/no-relative-packages': ['error', { ignore: [rootShared] }],
      'import-x/no-extraneous-dependencies': 'error',
      'import-x/no-cycle': 'error',
      'import-x/no-restricted-paths': ['error', { basePath: repoDir, zones: fenceZones }],
    },
  },
  {
    files: ['packages/**/*.{ts,tsx}', 'apps/site/**/*.{ts,tsx}'],
    ignores: ['packages/ui/src/base/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: `MemberExpression[object.name='styled'][property.name=${rawControl}]`,
          message: rawControlMessage,
        },
        {
          selector: `CallExpression[callee.name='styled'][arguments.0.value=${rawControl}]`,
          message: rawControlMessage,
        },
      ],
    },
  },

  // ui: pure presentation. Data and callbacks arrive as props. Its stories may use mocks.
  restrict(['packages/ui/src/**'], [...uiRules, mocksOnlyInStories], stories),
  restrict(['packages/ui/src/**/*.stories.tsx'], uiRules),

  // contracts: the one source of API shapes, depends on nothing of ours.
  restrict(
    ['packages/contracts/src/**'],
    [rule(['@portfolio/*'], 'packages/contracts depends on nothing of ours: everything else depends on it.')],
  ),

  // api-client: shared data access for every feature.
  restrict(
    ['packages/api-client/src/**'],
    [
      rule(
        ['@portfolio/ui', '@portfolio/feature-*'],
        'packages/api-client is below the features and the ui: move shared view code into packages/ui.',
      ),
      noServer,
      mocksOnlyInStories,
    ],
    stories,
  ),

  // features: ui + contracts + api-client + themselves. Never another feature.
  restrict(['packages/features/*/src/**'], [noOtherFeature, noServer, mocksOnlyInStories], stories, [
    noNavigate,
  ]),
  // A route table is in the site's first chunk: the contracts' index would bring zod along.
  restrict(
    ['packages/features/*/src/routes.ts'],
    [
      noOtherFeature,
      noServer,
      mocksOnlyInStories,
      {
        regex: '^@portfolio/contracts$',
        message:
          "A route table is in the site's first chunk: take API paths from @portfolio/contracts/paths, which has no zod, not from the contracts' index.",
      },
    ],
  ),
  restrict(
    [
      'packages/features/*/src/**/*.stories.tsx',
      'packages/features/*/src/**/*.test.{ts,tsx}',
      'packages/features/*/src/stories/story-*.{ts,tsx}',
    ],
    [noOtherFeature, noServer],
  ),

  // mocks: contracts and msw only.
  restrict(
    ['mocks/src/**'],
    [
      rule(
        ['@portfolio/ui', '@portfolio/api-client', '@portfolio/feature-*', '@portfolio/server'],
        'mocks import @portfolio/contracts only, so fixtures and handlers follow the API shapes.',
      ),
    ],
  ),

  // site: composes the areas' route tables (lazy by construction); the shell's root is the one
  // other static import, and the data-access layer's light `site` entry the only part of it.
  restrict(
    ['apps/site/src/**'],
    [
      {
        regex: '^@portfolio/(ui|contracts)(/|$)|^@portfolio/api-client(?!/site$)',
        message:
          'apps/site only composes feature routes: put views in packages/ui and data access in a feature.',
      },
      {
        regex: '^@portfolio/feature-(?!shell$)(?![a-z-]+/routes$)',
        message:
          'apps/site loads every area lazily: use import() in a lazy route instead of a static import, so the landing page loads only what it shows.',
      },
      noServer,
      mocksOnlyInStories,
    ],
    ['apps/site/src/mock-mode/**', 'apps/site/src/**/*.test.ts'],
    [noNavigate],
  ),

  // server: contracts only, never the front end.
  restrict(
    ['apps/server/**'],
    [
      rule(
        [
          '@portfolio/ui',
          '@portfolio/api-client',
          '@portfolio/feature-*',
          '@portfolio/mocks',
          'react',
          'react-dom',
        ],
        'apps/server imports @portfolio/contracts only, never the front end.',
      ),
    ],
  ),
);
