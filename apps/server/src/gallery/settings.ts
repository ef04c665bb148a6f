import { defineSettings, wholeNumber } from '../settings';
import { defaultImageWorkLimits, type ImageWorkLimits } from './image-work-queue';

declare module '../config' {
  interface ServerConfig {
    /** How many gallery pictures are made at once, and how many wait for a turn (decision 095). */
    gallery: ImageWorkLimits;
  }
}

/** The gallery's picture queue, as an operator may size it for the machine's cores. */
export const gallerySettings = defineSettings({
  key: 'gallery',
  variables: {
    GALLERY_PICTURES_AT_ONCE: wholeNumber(1, 64).default(defaultImageWorkLimits.running),
    GALLERY_PICTURES_WAITING: wholeNumber(0, 10_000).default(defaultImageWorkLimits.waiting),
  },
  read: (e): ImageWorkLimits => ({
    running: e.GALLERY_PICTURES_AT_ONCE,
    waiting: e.GALLERY_PICTURES_WAITING,
  }),
  readme: {
    GALLERY_PICTURES_AT_ONCE: {
      default: `\`${defaultImageWorkLimits.running}\``,
      meaning: 'gallery pictures (copies, thumbnails) made at once; about one per core (095)',
    },
    GALLERY_PICTURES_WAITING: {
      default: `\`${defaultImageWorkLimits.waiting}\``,
      meaning: 'gallery pictures waiting for a turn; past them the picture is sent whole, not resized (095)',
    },
  },
});
