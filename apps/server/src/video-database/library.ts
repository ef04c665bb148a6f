import type { Dirent } from 'node:fs';
import { lstat, readdir } from 'node:fs/promises';
import { extname, join } from 'node:path';
import {
  isVideoPrimaryCategory,
  maxVideoFiles,
  maxVideoTagsPerFile,
  videoPrimaryCategories,
  videoTagLimitMessage,
  type VideoCategory,
  type VideoFile,
  type VideoSecondary,
} from '@portfolio/contracts';
import { type Kysely, sql } from 'kysely';
import type { DatabaseDialect } from '../db/database';
import type { Database } from '../db/schema';
import { HttpError } from '../errors';
import { openMediaFile } from '../media/serve-media';

/** The library's folder under MEDIA_DIR: `{primary}/{secondary}/{file}`. */
export const videoLibraryFolder = 'video-database';

/** The files a folder lists and playback serves; posters are the images beside them. */
export const videoExtensions = ['.mp4', '.webm'];
export const posterExtensions = ['.jpg', '.png'];

export function libraryRoot(mediaDir: string): string {
  return join(mediaDir, videoLibraryFolder);
}

/** 404 naming `primary` unless it is one of the 18 categories (spec part 2 §9). */
export function checkPrimary(primary: string): void {
  if (!isVideoPrimaryCategory(primary)) {
    throw new HttpError(
      404,
      `primary: "${primary}" is not a category of the video library; it has ${videoPrimaryCategories.join(', ')}`,
      'primary',
    );
  }
}

const hasExtension = (name: string, extensions: string[]) => extensions.includes(extname(name).toLowerCase());
const visible = (entry: Dirent) => !entry.name.startsWith('.');

/**
 * The entries of a folder, or undefined when it is missing. Symbolic links are never followed:
 * they show as neither folder nor file, so the lists cannot lead outside the root.
 */
async function entriesOf(folder: string): Promise<Dirent[] | undefined> {
  try {
    return (await readdir(folder, { withFileTypes: true })).filter(visible);
  } catch {
    return undefined;
  }
}

/** True for a folder that is not a symbolic link (a linked folder could lead outside the root). */
async function isRealFolder(path: string): Promise<boolean> {
  try {
    return (await lstat(path)).isDirectory();
  } catch {
    return false;
  }
}

const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, 'en');

/** Level two: the secondary folders of a primary category with their number of videos. */
export async function listSecondaries(mediaDir: string, primary: string): Promise<VideoSecondary[]> {
  checkPrimary(primary);
  const folders = ((await entriesOf(join(libraryRoot(mediaDir), primary))) ?? []).filter((entry) =>
    entry.isDirectory(),
  );
  const secondaries = await Promise.all(
    folders.map(async (folder) => {
      const files = (await entriesOf(join(libraryRoot(mediaDir), primary, folder.name))) ?? [];
      const fileCount = files.filter(
        (entry) => entry.isFile() && hasExtension(entry.name, videoExtensions),
      ).length;
      return { name: folder.name, fileCount };
    }),
  );
  return secondaries.sort(byName).slice(0, maxVideoFiles);
}

/** Level one: every category with the number of videos in its folders, in the spec's order. */
export async function listCategories(mediaDir: string): Promise<VideoCategory[]> {
  return Promise.all(
    videoPrimaryCategories.map(async (name) => ({
      name,
      fileCount: (await listSecondaries(mediaDir, name)).reduce((sum, folder) => sum + folder.fileCount, 0),
    })),
  );
}

/** Level three: the videos of one folder, each with its poster (when one lies beside it) and tags. */
export async function listFiles(
  db: Kysely<Database>,
  mediaDir: string,
  primary: string,
  secondary: string,
): Promise<VideoFile[]> {
  checkPrimary(primary);
  const folder = join(libraryRoot(mediaDir), primary, secondary);
  const entries = (await isRealFolder(folder)) ? await entriesOf(folder) : undefined;
  if (entries === undefined) {
    throw new HttpError(404, `secondary: "${secondary}" is not a folder of ${primary}`, 'secondary');
  }
  const files = entries.filter((entry) => entry.isFile());
  const names = new Set(files.map((entry) => entry.name));
  const videos = files
    .filter((entry) => hasExtension(entry.name, videoExtensions))
    .sort(byName)
    .slice(0, maxVideoFiles);
  const tags = await tagsOf(
    db,
    videos.map((video) => `${primary}/${secondary}/${video.name}`),
  );
  return videos.map((video) => {
    const stem = video.name.slice(0, video.name.length - extname(video.name).length);
    const poster = posterExtensions.map((extension) => `${stem}${extension}`).find((name) => names.has(name));
    const relpath = `/${secondary}/${video.name}`;
    return {
      name: video.name,
      relpath,
      checked: false,
      ...(poster ? { poster: `/${secondary}/${poster}` } : {}),
      tags: tags.get(`${primary}${relpath}`) ?? [],
    };
  });
}

/** Every tag of each path, sorted (ignoring case). */
export async function tagsOf(db: Kysely<Database>, paths: string[]): Promise<Map<string, string[]>> {
  const tags = new Map<string, string[]>();
  // Chunks keep each query under the engines' parameter limits.
  for (let start = 0; start < paths.length; start += 200) {
    const chunk = paths.slice(start, start + 200);
    if (chunk.length === 0) continue;
    const rows = await db
      .selectFrom('video_tags')
      .select(['path', 'tag', 'tag_key'])
      .where('path', 'in', chunk)
      .execute();
    for (const row of rows.sort((a, b) => a.tag_key.localeCompare(b.tag_key, 'en'))) {
      tags.set(row.path, [...(tags.get(row.path) ?? []), row.tag]);
    }
  }
  return tags;
}

/** True when the path names a video file under the root (symlinks leaving it excluded). */
export async function videoExists(mediaDir: string, path: string): Promise<boolean> {
  if (!hasExtension(path, videoExtensions)) return false;
  const found = await openMediaFile(libraryRoot(mediaDir), path);
  if (found.kind !== 'file') return false;
  await found.handle.close();
  return true;
}

/** The PostgreSQL advisory lock that makes tag additions take turns (an arbitrary constant). */
const addTagsLockKey = 610_061_061;

/**
 * Adds the tags to every path (a tag a file already has, in any case, is kept as it was). An add
 * that would give a file more than its maximum of tags is refused whole (409 naming `tags`):
 * the rows are counted inside the transaction, so a refusal leaves nothing written.
 */
export async function addTags(
  db: Kysely<Database>,
  dialect: DatabaseDialect,
  paths: string[],
  tags: string[],
): Promise<void> {
  const now = new Date().toISOString();
  const rows = paths.flatMap((path) =>
    tags.map((tag) => ({ path, tag, tag_key: tag.toLowerCase(), created_at: now })),
  );
  await db.transaction().execute(async (trx) => {
    // Two adds at once on PostgreSQL would each count only their own rows and could together
    // pass the maximum; SQLite's single writer already makes them take turns.
    if (dialect === 'postgres') await sql`select pg_advisory_xact_lock(${addTagsLockKey})`.execute(trx);
    for (let start = 0; start < rows.length; start += 200) {
      await trx
        .insertInto('video_tags')
        .values(rows.slice(start, start + 200))
        .onConflict((conflict) => conflict.columns(['path', 'tag_key']).doNothing())
        .execute();
    }
    for (let start = 0; start < paths.length; start += 200) {
      const over = await trx
        .selectFrom('video_tags')
        .select(['path', (eb) => eb.fn.countAll<number | string>().as('count')])
        .where('path', 'in', paths.slice(start, start + 200))
        .groupBy('path')
        .having((eb) => eb.fn.countAll(), '>', maxVideoTagsPerFile)
        .orderBy('path')
        .executeTakeFirst();
      if (over) throw new HttpError(409, videoTagLimitMessage(over.path, Number(over.count)), 'tags');
    }
  });
}
