import { defineConfig } from 'vitest/config';
import { vitestProjects } from './scripts/lib/workspaces.mjs';

// Each workspace owns its vitest.config.ts (one project each). The list is derived from the
// workspaces, so a new package's tests run without an edit here.
export default defineConfig({
  test: {
    // A run never writes a snapshot or a story's screenshot baseline (Vitest takes this from the
    // root config only): `npm run visual:accept` does, after review (docs/decisions/019).
    update: 'none',
    // A failed screenshot comparison's pictures, kept with the visual report (Vitest 5 reads this
    // from the root config only).
    attachmentsDir: 'visual/output/attachments',
    // `npm test` adds --allowOnly=false: set here, the option would not reach the projects.
    projects: vitestProjects(),
  },
});
