import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The import rules of ARCHITECTURE.md §2 are lint errors. Each case lints a small file placed
// where it would live and checks the rule fires with its explanation, or stays quiet.
const eslint = new ESLint({ cwd: new URL('..', import.meta.url).pathname });

async function importErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'no-restricted-imports')
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
