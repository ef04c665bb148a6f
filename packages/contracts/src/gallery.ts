// Contracts of the photo gallery (spec part 1 §2, §3, §7): one call lists an album's files; the
// pictures themselves are files at /apiGallery/{relpath}{name}. Decision 050 has the rest.
import { z } from 'zod';
import { defineContract } from './contract';
import { firstData as firstDataPaths } from './gallery.paths';

/** Most files one album listing carries (the bench's album has 1,000). */
export const maxGalleryFiles = 5000;

/** Longest album name (also the longest path parameter the server routes). */
export const maxGalleryCategoryLength = 100;

/**
 * The widths a picture is also sent at (`?w=`): WebP copies made on first request and kept on
 * disk. A fixed set, so nobody can fill the disk with one copy per width.
 */
export const galleryImageWidths = [240, 480, 800, 1200, 1920] as const;
export type GalleryImageWidth = (typeof galleryImageWidths)[number];

/**
 * An album's name as it appears in the address: the spec's category. Names have spaces and
 * dashes ('Pet Portraits - Biscuit'); a path separator, a dot segment or a leading dot never
 * names an album.
 */
export const galleryCategorySchema = z
  .string()
  .min(1, 'name an album')
  .max(maxGalleryCategoryLength, `an album name has at most ${maxGalleryCategoryLength} characters`)
  .refine(
    // eslint-disable-next-line no-control-regex -- control characters are what this refuses
    (name) => !/[/\\\u0000-\u001f\u007f]/.test(name),
    'an album name has no slashes or control characters',
  )
  .refine((name) => !name.startsWith('.'), 'an album name does not start with a dot');

/** One picture of an album: the spec's name and relpath, plus its shape and a colour to show while it loads. */
export const galleryFileSchema = z.object({
  /** The file name, e.g. 'Biscuit 01 - Early light.jpg'. */
  name: z.string().min(1).max(255),
  /** The folder under /apiGallery/ with a trailing slash: the picture is at /apiGallery/{relpath}{name}. */
  relpath: z.string().max(400),
  /** The size people see (EXIF turns applied), in pixels. */
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  /** The picture's average colour, `#rrggbb`: the cell's background until the picture arrives. */
  placeholder: z.string().regex(/^#[0-9a-f]{6}$/),
});
export type GalleryFile = z.infer<typeof galleryFileSchema>;

export const galleryFileListSchema = z.array(galleryFileSchema).max(maxGalleryFiles);

/**
 * GET /apiGallery/{category} (spec §7): the pictures of one album, in name order. An album that
 * does not exist answers an empty list (the page shows an empty album, not an error).
 */
export const getGalleryAlbum = defineContract({
  method: 'GET',
  path: firstDataPaths.galleryAlbum,
  params: z.object({ category: galleryCategorySchema }),
  response: galleryFileListSchema,
});

/** Where a picture is: `/apiGallery/{relpath}{name}`, each path segment escaped. */
export function galleryImageUrl(
  file: Pick<GalleryFile, 'relpath' | 'name'>,
  width?: GalleryImageWidth,
): string {
  const path = `${file.relpath}${file.name}`.split('/').map(encodeURIComponent).join('/');
  return `/apiGallery/${path}${width === undefined ? '' : `?w=${width}`}`;
}

/** The gallery home's cover picture, at the same place as the albums' pictures. */
export const galleryCover: Pick<GalleryFile, 'relpath' | 'name' | 'width' | 'height'> = {
  relpath: 'cover/',
  name: 'gallery-home.jpg',
  width: 1920,
  height: 1080,
};
