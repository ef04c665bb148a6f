import { firstData } from '@portfolio/contracts/enneagram.paths';
import { addressesOf, type ServerArea } from '../area';
import { enneagramDemoLoaders } from './demo-content';
import { enneagram } from './migrations/002-enneagram';
import { enneagramRoutes } from './routes';
import type {} from './tables';

export const enneagramArea: ServerArea = {
  name: 'enneagram',
  routes: enneagramRoutes,
  migrations: { '002-enneagram': enneagram },
  demoLoaders: enneagramDemoLoaders,
  firstData: addressesOf(firstData),
};
