import { firstData, mediaMounts } from '@portfolio/contracts/video-database.paths';
import { addressesOf, type ServerArea } from '../area';
import { videoDatabaseDemoLoaders } from './demo-content';
import { videoDatabase } from './migrations/060-video-database';
import { videoDatabaseRoutes } from './routes';
import type {} from './tables';

export const videoDatabaseArea: ServerArea = {
  name: 'video-database',
  routes: videoDatabaseRoutes,
  migrations: { '060-video-database': videoDatabase },
  demoLoaders: videoDatabaseDemoLoaders,
  mediaMounts,
  firstData: addressesOf(firstData),
};
