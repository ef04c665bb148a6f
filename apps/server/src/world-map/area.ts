import { mediaMounts } from '@portfolio/contracts/world-map.paths';
import type { ServerArea } from '../area';
import { worldMapRoutes } from './routes';

/** The world map: no tables and no demo content, only the flags the globe shows. */
export const worldMapArea: ServerArea = {
  name: 'world-map',
  routes: worldMapRoutes,
  mediaMounts,
};
