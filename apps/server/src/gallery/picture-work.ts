import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import sharp from 'sharp';

/**
 * The gallery's picture work, done with sharp (libvips). Only the picture process
 * (picture-worker.ts) imports this module: the server's own process never loads libvips, so the
 * native memory a burst of decoding leaves behind goes back to the system when that process ends
 * (decision 112).
 */

/** A picture's size as people see it: EXIF orientations 5 to 8 swap width and height. */
export interface PictureShape {
  width: number;
  height: number;
}

/** The shape, from the file's header alone; undefined when the file is not a readable picture. */
export async function readPictureShape(file: string): Promise<PictureShape | undefined> {
  try {
    const { width, height, orientation } = await sharp(file).metadata();
    if (!width || !height) return undefined;
    const turned = orientation !== undefined && orientation >= 5;
    return { width: turned ? height : width, height: turned ? width : height };
  } catch {
    return undefined;
  }
}

const hex = (value: number) =>
  Math.max(0, Math.min(255, Math.round(value)))
    .toString(16)
    .padStart(2, '0');

/** The picture's average colour (a one-pixel reduction); undefined when it cannot be decoded. */
export async function readAverageColour(file: string): Promise<string | undefined> {
  try {
    const { data } = await sharp(file, { failOn: 'error' })
      .resize(1, 1, { fit: 'fill' })
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    return `#${hex(data[0] ?? 0)}${hex(data[1] ?? 0)}${hex(data[2] ?? 0)}`;
  } catch {
    return undefined;
  }
}

/**
 * Writes a WebP copy of `source`, `width` pixels wide at most, to `target`. Written aside and
 * renamed, so a reader never sees half a file. Throws when the source is not a readable picture.
 */
export async function writeCopy(source: string, target: string, width: number): Promise<void> {
  const bytes = await sharp(source, { failOn: 'error' })
    .rotate()
    .resize({ width, withoutEnlargement: true })
    .webp({ quality: 74, effort: 4 })
    .toBuffer();
  await mkdir(dirname(target), { recursive: true });
  const partial = `${target}.${process.pid}.${Date.now()}.part`;
  try {
    await writeFile(partial, bytes);
    await rename(partial, target);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
}
