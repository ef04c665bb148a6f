import { readdir, realpath, stat } from 'node:fs/promises';
import { extname, isAbsolute, join, relative, sep } from 'node:path';
import type { GalleryFile } from '@portfolio/contracts';
import { maxGalleryFiles } from '@portfolio/contracts';
import sharp from 'sharp';

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
  placeholder: string;
}

const hex = (value: number) =>
  Math.max(0, Math.min(255, Math.round(value)))
    .toString(16)
    .padStart(2, '0');

/**
 * The shape people see (EXIF turns 5 to 8 swap width and height) and the average colour. The
 * colour comes from a one-pixel reduction, which JPEG decodes at an eighth of its size: cheap.
 */
async function readPictureFacts(
  file: string,
  size: number,
  mtimeMs: number,
): Promise<PictureFacts | undefined> {
  try {
    const image = sharp(file, { failOn: 'error' });
    const { width, height, orientation } = await image.metadata();
    if (!width || !height) return undefined;
    const turned = orientation !== undefined && orientation >= 5;
    const { data } = await image
      .clone()
      .resize(1, 1, { fit: 'fill' })
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    return {
      size,
      mtimeMs,
      width: turned ? height : width,
      height: turned ? width : height,
      placeholder: `#${hex(data[0] ?? 0)}${hex(data[1] ?? 0)}${hex(data[2] ?? 0)}`,
    };
  } catch {
    // A file that is not a readable picture is not listed.
    return undefined;
  }
}

function isInside(root: string, target: string): boolean {
  const rel = relative(root, target);
  return rel !== '' && !rel.startsWith(`..${sep}`) && rel !== '..' && !isAbsolute(rel);
}

/** How many pictures are read at once on a first listing (sharp works on libuv's threads). */
const readConcurrency = 4;

/**
 * Lists albums from disk. Facts about each picture are kept in memory by path, size and time of
 * change, so a listing reads only the pictures that are new or changed since the last one.
 */
export class AlbumLister {
  private readonly facts = new Map<string, PictureFacts>();

  constructor(private readonly mediaDir: string) {}

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
    const files: (GalleryFile | undefined)[] = new Array(names.length);
    let next = 0;
    const worker = async () => {
      while (next < names.length) {
        const index = next;
        next += 1;
        const name = names[index] as string;
        const facts = await this.factsOf(join(folder, name));
        if (facts) {
          files[index] = {
            name,
            relpath,
            width: facts.width,
            height: facts.height,
            placeholder: facts.placeholder,
          };
        }
      }
    };
    await Promise.all(Array.from({ length: readConcurrency }, worker));
    return files.filter((file): file is GalleryFile => file !== undefined);
  }

  private async factsOf(file: string): Promise<PictureFacts | undefined> {
    let info;
    try {
      info = await stat(file);
    } catch {
      return undefined;
    }
    const known = this.facts.get(file);
    if (known && known.size === info.size && known.mtimeMs === info.mtimeMs) return known;
    const facts = await readPictureFacts(file, info.size, info.mtimeMs);
    if (facts) this.facts.set(file, facts);
    else this.facts.delete(file);
    return facts;
  }
}
