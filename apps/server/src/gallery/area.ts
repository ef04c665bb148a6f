import { mediaMounts, firstData } from '@portfolio/contracts/gallery.paths';
import { addressesOf, type ServerArea } from '../area';
import { galleryRoutes } from './routes';
import { gallerySettings } from './settings';

/** The photo gallery: no tables, pictures on disk under MEDIA_DIR/gallery (decision 050). */
export const galleryArea: ServerArea = {
  name: 'gallery',
  routes: galleryRoutes,
  mediaMounts,
  firstData: addressesOf(firstData),
  settings: gallerySettings,
};
