import type { ServerArea } from '../area';
import { deepWork } from './migrations/043-deep-work';
import { deepWorkRoutes } from './routes';
import type {} from './tables';

export const deepWorkArea: ServerArea = {
  name: 'deep-work',
  routes: deepWorkRoutes,
  migrations: { '043-deep-work': deepWork },
};
