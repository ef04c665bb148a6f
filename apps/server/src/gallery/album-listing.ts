import { createHash } from 'node:crypto';
import { mkdir, readFile, readdir, realpath, rename, stat, writeFile } from 'node:fs/promises';
import { dirname, extname, isAbsolute, join, relative, sep } from 'node:path';
import type { GalleryFile } from '@portfolio/contracts';
import { maxGalleryFiles } from '@portfolio/contracts';
import { type ImageWorkQueue, ImageWorkClosed } from './image-work-queue';
import { type PictureProcess, PictureProcessStopped } from './picture-process';

/** The picture files an album lists; anything else in its folder is left out. */
export const galleryImageExtensions = new Set(['.jpg', '.jpeg', '.png', '.webp', '.avif', '.gif']);

/** Under MEDIA_DIR: `gallery/albums/<album>/` holds the pictures, `gallery/cover/` the home's cover. */
export const galleryFolder = 'gallery';
export const albumsFolder = 'albums';

interface PictureFacts {
  size: number;
  mtimeMs: number;
  width: number;
  height: number;
  /** Unknown until the picture was decoded once (in the background, after its first listing). */
  placeholder?: string;
}

/** The colour a cell shows while its picture's own is not known yet: the page's quiet grey. */
export const neutralPlaceholder = '#e4e1da';

function isInside(root: string, target: string): boolean {
  const rel = relative(root, target);
  return rel !== '' && !rel.startsWith(`..${sep}`) && rel !== '..' && !isAbsolute(rel);
}

/** How many picture headers a first listing asks the picture process for at once. */
const readConcurrency = 4;

/**
 * Lists albums from disk. Facts about each picture are kept by path, size and time of change, in
 * memory and (when `factsDir` is given) in one file per album there, so a listing reads only the
 * pictures that are new or changed since the last one, also after a restart. A listing reads only
 * the headers of new pictures (under a millisecond each); their colours are worked out afterwards,
 * one picture at a time through the gallery's picture queue (behind the copies visitors wait for), and
 * appear in the listings from then on.
 */
export class AlbumLister {
  private readonly facts = new Map<string, PictureFacts>();
  private readonly loadedAlbums = new Set<string>();
  /** Pictures waiting for their colour, and the album folder (with its names) each belongs to. */
  private readonly colourQueue = new Map<string, { folder: string; names: string[] }>();
  private colouring: Promise<void> | undefined;
  private stopped = false;

  constructor(
    private readonly mediaDir: string,
    private readonly queue: ImageWorkQueue,
    private readonly pictures: PictureProcess,
    private readonly factsDir?: string,
  ) {}

  private factsFile(folder: string): string | undefined {
    if (this.factsDir === undefined) return undefined;
    return join(this.factsDir, `${createHash('sha256').update(folder).digest('hex').slice(0, 32)}.json`);
  }

  /** What an earlier run learnt about the album's pictures (a missing or broken file is no loss). */
  private async loadAlbumFacts(folder: string): Promise<void> {
    const file = this.factsFile(folder);
    if (file === undefined || this.loadedAlbums.has(folder)) return;
    this.loadedAlbums.add(folder);
    try {
      const saved = JSON.parse(await readFile(file, 'utf8')) as Record<string, PictureFacts>;
      for (const [name, facts] of Object.entries(saved)) {
        if (!name.includes('/') && typeof facts?.width === 'number')
          this.facts.set(join(folder, name), facts);
      }
    } catch {
      // Nothing saved yet.
    }
  }

  private async saveAlbumFacts(folder: string, names: string[]): Promise<void> {
    const file = this.factsFile(folder);
    if (file === undefined) return;
    const saved = Object.fromEntries(
      names.flatMap((name) => {
        const facts = this.facts.get(join(folder, name));
        return facts ? [[name, facts]] : [];
      }),
    );
    try {
      await mkdir(dirname(file), { recursive: true });
      const partial = `${file}.${process.pid}.part`;
      await writeFile(partial, JSON.stringify(saved));
      await rename(partial, file);
    } catch {
      // Only a cache: the next start reads the pictures again.
    }
  }

  /**
   * The pictures of album `category` (already checked by the contract), in natural name order,
   * or an empty list when there is no such album. Never reads outside `gallery/albums/`:
   * an album folder that is a symlink to elsewhere counts as missing, and so do linked files.
   */
  async list(category: string): Promise<GalleryFile[]> {
    let albumsRoot: string;
    let folder: string;
    try {
      albumsRoot = await realpath(join(this.mediaDir, galleryFolder, albumsFolder));
      folder = await realpath(join(albumsRoot, category));
    } catch {
      return [];
    }
    if (!isInside(albumsRoot, folder) || relative(albumsRoot, folder).includes(sep)) return [];

    let entries;
    try {
      entries = await readdir(folder, { withFileTypes: true });
    } catch {
      return [];
    }
    const names = entries
      .filter((entry) => entry.isFile() && !entry.name.startsWith('.'))
      .map((entry) => entry.name)
      .filter((name) => galleryImageExtensions.has(extname(name).toLowerCase()))
      .sort((a, b) => a.localeCompare(b, 'en', { numeric: true, sensitivity: 'base' }))
      .slice(0, maxGalleryFiles);

    const relpath = `${albumsFolder}/${relative(albumsRoot, folder)}/`;
    await this.loadAlbumFacts(folder);
    const files: (GalleryFile | undefined)[] = new Array(names.length);
    let next = 0;
    let learnt = false;
    const worker = async () => {
      while (next < names.length) {
        const index = next;
        next += 1;
        const name = names[index] as string;
        const { facts, fresh } = await this.factsOf(join(folder, name));
        learnt ||= fresh;
        if (facts) {
          files[index] = {
            name,
            relpath,
            width: facts.width,
            height: facts.height,
            placeholder: facts.placeholder ?? neutralPlaceholder,
          };
          if (facts.placeholder === undefined) this.colourQueue.set(join(folder, name), { folder, names });
        }
      }
    };
    await Promise.all(Array.from({ length: readConcurrency }, worker));
    if (learnt) await this.saveAlbumFacts(folder, names);
    this.colouring ??= this.workOutColours().finally(() => (this.colouring = undefined));
    return files.filter((file): file is GalleryFile => file !== undefined);
  }

  /** Resolves when every listed picture has its colour (tests, the bench). */
  async coloursSettled(): Promise<void> {
    while (this.colouring) await this.colouring;
  }

  /** Stops the background work (the server is closing). */
  stop(): void {
    this.stopped = true;
    this.colourQueue.clear();
  }

  private async workOutColours(): Promise<void> {
    const albums = new Map<string, string[]>();
    for (const [file, { folder, names }] of this.colourQueue) {
      if (this.stopped) return;
      this.colourQueue.delete(file);
      const facts = this.facts.get(file);
      if (!facts || facts.placeholder !== undefined) continue;
      try {
        facts.placeholder = (await this.queue.run(() => this.pictures.colour(file))) ?? neutralPlaceholder;
      } catch (error) {
        // The server is stopping (the queue closed), or the picture process ended under this
        // picture: it keeps the neutral colour until its next listing asks again.
        if (error instanceof ImageWorkClosed) return;
        if (error instanceof PictureProcessStopped) continue;
        throw error;
      }
      albums.set(folder, names);
    }
    if (this.stopped) return;
    for (const [folder, names] of albums) await this.saveAlbumFacts(folder, names);
    // Pictures listed meanwhile.
    if (this.colourQueue.size > 0) await this.workOutColours();
  }

  private async factsOf(file: string): Promise<{ facts?: PictureFacts; fresh: boolean }> {
    let info;
    try {
      info = await stat(file);
    } catch {
      return { fresh: false };
    }
    const known = this.facts.get(file);
    if (known && known.size === info.size && known.mtimeMs === info.mtimeMs)
      return { facts: known, fresh: false };
    const shape = await this.pictures.shape(file);
    const facts = shape && { size: info.size, mtimeMs: info.mtimeMs, ...shape };
    if (facts) this.facts.set(file, facts);
    else this.facts.delete(file);
    return { facts, fresh: true };
  }
}
