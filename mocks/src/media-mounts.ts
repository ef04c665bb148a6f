import { readdirSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { mountFolderInRepository, type MediaMount } from '@portfolio/contracts/media-mount';

/**
 * Where the media the server would send live in the repository, for the places that run without
 * a server (Storybook and `npm run dev:mock`): each area's mounts, declared once in its
 * `packages/contracts/src/<area>.paths.ts` and found here by that name. Paths of `from` are
 * relative to the repository root. Read in Node (Vite's and Storybook's configuration): the
 * `.paths.ts` files have no imports but types, so Node loads them as they are.
 */
const contractsFolder = new URL('../../packages/contracts/src/', import.meta.url);

const pathsFiles = readdirSync(fileURLToPath(contractsFolder))
  .filter((name) => name.endsWith('.paths.ts'))
  .sort();

const declared = await Promise.all(
  pathsFiles.map(
    async (name) =>
      (
        (await import(pathToFileURL(fileURLToPath(new URL(name, contractsFolder))).href)) as {
          mediaMounts?: readonly MediaMount[];
        }
      ).mediaMounts ?? [],
  ),
);

export const mockMediaMounts: readonly { from: string; to: string }[] = declared
  .flat()
  .map((mount) => ({ from: mountFolderInRepository(mount), to: mount.at }));
