// Zod-free and import-free: the mocks read the areas' mounts in Node, before any bundler runs.

/**
 * A folder of files the site serves on an address of its own (pictures, audio, video). Declared
 * once, in the area's `<area>.paths.ts`: the server mounts it, and Storybook and `npm run dev:mock`
 * serve the same folder on the same address.
 */
export interface MediaMount {
  /** The address the files are served under, without a trailing slash (`/images/recipes`). */
  at: string;
  /** The folder: under MEDIA_DIR (`content/media` in the repository), or one of the repository. */
  from: { media: string } | { repository: string };
  /** The only kinds of file sent (extensions with the dot); unset, any file. */
  only?: readonly string[];
  /**
   * Who serves it on the server: `core` (the default) mounts the folder as it is; `area` means the
   * area's own route does (it resizes, checks names...); `site` means it is a file of the site's build.
   */
  servedBy?: 'core' | 'area' | 'site';
}

/** The folder a mount reads, relative to the repository root (MEDIA_DIR taken as `content/media`). */
export function mountFolderInRepository(mount: MediaMount): string {
  return 'media' in mount.from ? `content/media/${mount.from.media}` : mount.from.repository;
}
