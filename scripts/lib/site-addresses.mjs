// One address per page of the site, from the areas' route tables (apps/site/src/route-tables.ts):
// a new area's pages are included without an edit here. Vite loads the TypeScript module in Node.
// Used by the bench's Lighthouse table and the end-to-end visit of every page.
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

export async function siteSampleAddresses() {
  const { module } = await runnerImport(join(repoRoot, 'apps/site/src/route-tables.ts'), {
    // The pages import styled-components' default export, which only its ES build provides.
    resolve: {
      alias: {
        'styled-components': join(repoRoot, 'node_modules/styled-components/dist/styled-components.esm.js'),
      },
    },
    ssr: { noExternal: ['styled-components'] },
  });
  return module.listSampleAddresses();
}
