import {
  type GalleryFile,
  galleryCover,
  galleryImageUrl,
  type GalleryImageWidth,
} from '@portfolio/contracts';
import type { AlbumPicture, GalleryCoverPicture, LightboxPicture } from '@portfolio/ui/gallery';
import { picturePath } from './gallery-paths';

/** Copies a grid cell chooses from (a third of the column, on screens of any density). */
const cellWidths: GalleryImageWidth[] = [240, 480, 800];
/** Copies the lightbox and the cover choose from. */
const largeWidths: GalleryImageWidth[] = [800, 1200, 1920];

const srcSetOf = (file: Pick<GalleryFile, 'relpath' | 'name'>, widths: GalleryImageWidth[]) =>
  widths.map((width) => `${galleryImageUrl(file, width)} ${width}w`).join(', ');

/** 'Biscuit 01 - Early light.jpg' → 'Biscuit 01 - Early light'. */
export const pictureTitle = (name: string) => name.replace(/\.[A-Za-z0-9]+$/, '');

export function toAlbumPicture(file: GalleryFile, ownerSlug: string, album: string): AlbumPicture {
  return {
    key: file.name,
    title: pictureTitle(file.name),
    href: picturePath(ownerSlug, album, file.name),
    src: galleryImageUrl(file, 480),
    srcSet: srcSetOf(file, cellWidths),
    width: file.width,
    height: file.height,
    placeholder: file.placeholder,
  };
}

export function toLightboxPicture(file: GalleryFile): LightboxPicture {
  return {
    title: pictureTitle(file.name),
    src: galleryImageUrl(file, 1200),
    srcSet: srcSetOf(file, largeWidths),
    width: file.width,
    height: file.height,
    placeholder: file.placeholder,
  };
}

export const coverPicture: GalleryCoverPicture = {
  src: galleryImageUrl(galleryCover, 1200),
  srcSet: srcSetOf(galleryCover, [480, ...largeWidths]),
  width: galleryCover.width,
  height: galleryCover.height,
};
