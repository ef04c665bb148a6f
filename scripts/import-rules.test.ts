import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

// The import rules of ARCHITECTURE.md §2 are lint errors. Each case lints a small file placed
// where it would live and checks the rule fires with its explanation, or stays quiet.
const eslint = new ESLint({ cwd: new URL('..', import.meta.url).pathname });

// The first lint loads the parsers and the TypeScript resolver: slow on a busy machine.
beforeAll(() => eslint.lintText('export {};\n', { filePath: 'packages/ui/src/Warm.ts' }), 120_000);

async function importErrors(
  filePath: string,
  code: string,
  rule = 'no-restricted-imports',
): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === rule)
    .map((message) => message.message);
}

describe('import rules', () => {
  it('keep the router and fetching out of packages/ui', async () => {
    const errors = await importErrors(
      'packages/ui/src/shell/Tile/Bad.tsx',
      "import { useNavigate } from 'react-router-dom';\nexport const x = useNavigate;\n",
    );
    expect(errors.join()).toContain('packages/ui never reads the router or fetches');
  });

  it('keep contracts out of packages/ui', async () => {
    const errors = await importErrors(
      'packages/ui/src/shell/Tile/Bad.tsx',
      "import { getSiteConfig } from '@portfolio/contracts';\nexport const x = getSiteConfig;\n",
    );
    expect(errors.join()).toContain('packages/ui is pure presentation');
  });

  it('forbid a feature importing another feature', async () => {
    const errors = await importErrors(
      'packages/features/gallery/src/Bad.tsx',
      "import { HomeRoute } from '@portfolio/feature-shell';\nexport const x = HomeRoute;\n",
    );
    expect(errors.join()).toContain('A feature never imports another feature');
  });

  it('forbid mocks in production code but allow them in stories', async () => {
    const code = "import { handlers } from '@portfolio/mocks';\nexport const x = handlers;\n";
    expect((await importErrors('packages/features/shell/src/Bad.tsx', code)).join()).toContain(
      'Only stories',
    );
    expect(await importErrors('packages/features/shell/src/Good.stories.tsx', code)).toEqual([]);
    expect(await importErrors('packages/features/shell/src/stories/story-helpers.ts', code)).toEqual([]);
  });

  it('make the site load areas lazily', async () => {
    const errors = await importErrors(
      'apps/site/src/Bad.tsx',
      "import { GalleryRoute } from '@portfolio/feature-gallery';\nexport const x = GalleryRoute;\n",
    );
    expect(errors.join()).toContain('apps/site loads every area lazily');
    const lazy = await importErrors(
      'apps/site/src/Good.tsx',
      "export const load = () => import('@portfolio/feature-gallery');\n",
    );
    expect(lazy).toEqual([]);
  });

  it("keep the contracts' index, and zod with it, out of the route tables", async () => {
    const errors = await importErrors(
      'packages/features/gallery/src/routes.ts',
      "import { getGalleryAlbum } from '@portfolio/contracts';\nexport const x = getGalleryAlbum.path;\n",
    );
    expect(errors.join()).toContain('take API paths from @portfolio/contracts/paths');
    const paths = await importErrors(
      'packages/features/gallery/src/routes.ts',
      "import { firstData } from '@portfolio/contracts/gallery.paths';\nexport const x = firstData;\n",
    );
    expect(paths).toEqual([]);
  });

  it('keep the front end out of the server', async () => {
    const errors = await importErrors(
      'apps/server/src/Bad.ts',
      "import { Button } from '@portfolio/ui';\nexport const x = Button;\n",
    );
    expect(errors.join()).toContain('apps/server imports @portfolio/contracts only');
  });

  it('let a feature use ui, contracts and the data-access package', async () => {
    const errors = await importErrors(
      'packages/features/shell/src/Good.tsx',
      [
        "import { Button } from '@portfolio/ui';",
        "import { getSiteConfig } from '@portfolio/contracts';",
        "import { requestContract } from '@portfolio/api-client';",
        'export const x = [Button, getSiteConfig, requestContract];',
        '',
      ].join('\n'),
    );
    expect(errors).toEqual([]);
  });
});

// Package boundaries: each package is reached by its name, declares what it imports, and no
// two modules need each other at run time.
describe('package boundary rules', () => {
  it('refuse a relative import into another package and name the package to import', async () => {
    const errors = await importErrors(
      'packages/features/shell/src/Bad.tsx',
      "import { Button } from '../../../ui/src/index.ts';\nexport const x = Button;\n",
      'import-x/no-relative-packages',
    );
    expect(errors.join()).toContain('Use `@portfolio/ui');
  });

  it('let a workspace read the repository root content by a relative path', async () => {
    const errors = await importErrors(
      'mocks/src/Good.ts',
      "import catalogue from '../../content/midi/catalogue.json';\nexport const x = catalogue;\n",
      'import-x/no-relative-packages',
    );
    expect(errors).toEqual([]);
  });

  it('refuse a package its package.json does not declare', async () => {
    const code = "import { handlers } from '@portfolio/mocks';\nexport const x = handlers;\n";
    const undeclared = await importErrors(
      'apps/server/src/Bad.ts',
      code,
      'import-x/no-extraneous-dependencies',
    );
    expect(undeclared.join()).toContain("'@portfolio/mocks' should be listed in the project's dependencies");
    // The shell declares the mocks (for its stories), so the same import passes the rule there.
    const declared = await importErrors(
      'packages/features/shell/src/Good.stories.tsx',
      code,
      'import-x/no-extraneous-dependencies',
    );
    expect(declared).toEqual([]);
  });

  it('refuse two modules that import each other', async () => {
    // contract.ts is imported by site.ts: importing site.ts back from it would close a circle.
    const errors = await importErrors(
      'packages/contracts/src/contract.ts',
      "import { siteConfigSchema } from './site';\nexport const x = siteConfigSchema;\n",
      'import-x/no-cycle',
    );
    expect(errors.join()).toContain('Dependency cycle detected');
  });
});

// Fences inside packages (issue 27): each folder of a package imports only what its layer may.
describe('fences inside packages', () => {
  const fence = 'import-x/no-restricted-paths';
  const rawControls = 'no-restricted-syntax';

  it('let a ui area import only base and itself', async () => {
    const errors = await importErrors(
      'packages/ui/src/gallery/AlbumGrid/Bad.tsx',
      "import { EventCard } from '../../dwm/EventCard';\nexport const x = EventCard;\n",
      fence,
    );
    expect(errors.join()).toContain('A ui area imports only base and itself: gallery');
    const allowed = await importErrors(
      'packages/ui/src/gallery/AlbumGrid/Good.tsx',
      [
        "import { Button } from '../../base/Button';",
        "import { AlbumPage } from '../AlbumPage';",
        "import { useLinkNavigation } from '../../navigation';",
        'export const x = [Button, AlbumPage, useLinkNavigation];',
        '',
      ].join('\n'),
      fence,
    );
    expect(allowed).toEqual([]);
  });

  it('keep every area out of base', async () => {
    const errors = await importErrors(
      'packages/ui/src/base/Card/Bad.tsx',
      "import { Tile } from '../../shell/Tile';\nexport const x = Tile;\n",
      fence,
    );
    expect(errors.join()).toContain('packages/ui/src/base imports no area');
  });

  it('refuse a raw form control styled outside base, and allow it in base', async () => {
    const code =
      "import styled from 'styled-components';\nexport const Raw = styled.input`\n  color: red;\n`;\n";
    const errors = await importErrors('packages/ui/src/recipes/Bad.tsx', code, rawControls);
    expect(errors.join()).toContain('No raw form control is styled outside packages/ui/src/base');
    const called = await importErrors(
      'packages/features/leitner/src/Bad.tsx',
      "import styled from 'styled-components';\nexport const Raw = styled('button')`\n  color: red;\n`;\n",
      rawControls,
    );
    expect(called.join()).toContain('No raw form control is styled outside packages/ui/src/base');
    expect(await importErrors('packages/ui/src/base/Good.tsx', code, rawControls)).toEqual([]);
  });

  it("keep a server area out of another area's internals but let it use the core", async () => {
    const errors = await importErrors(
      'apps/server/src/leitner/Bad.ts',
      "import { dwmRoutes } from '../dwm/routes';\nexport const x = dwmRoutes;\n",
      fence,
    );
    expect(errors.join()).toContain('A server area imports only the core and itself: leitner');
    const core = await importErrors(
      'apps/server/src/leitner/Good.ts',
      [
        "import { requireOwner } from '../owner/require-owner';",
        "import { leitnerArea } from './area';",
        "import { migrationsOf } from '../area';",
        'export const x = [requireOwner, leitnerArea, migrationsOf];',
        '',
      ].join('\n'),
      fence,
    );
    expect(core).toEqual([]);
  });

  it("let a feature use its own ui entry and the shared one, never another area's", async () => {
    const errors = await importErrors(
      'packages/features/gallery/src/Bad.tsx',
      "import { EventCard } from '@portfolio/ui/dwm';\nexport const x = EventCard;\n",
      fence,
    );
    expect(errors.join()).toContain('A feature uses only its own ui entry: feature-gallery');
    const own = await importErrors(
      'packages/features/gallery/src/Good.tsx',
      [
        "import { Button } from '@portfolio/ui';",
        "import { AlbumPage } from '@portfolio/ui/gallery';",
        'export const x = [Button, AlbumPage];',
        '',
      ].join('\n'),
      fence,
    );
    expect(own).toEqual([]);
  });
});
