import { firstData } from '@portfolio/contracts/references.paths';
import { addressesOf, type ServerArea } from '../area';
import { referencesDemoLoaders } from './demo-content';
import { references } from './migrations/004-references';
import { referencesRoutes } from './routes';
import type {} from './tables';

export const referencesArea: ServerArea = {
  name: 'references',
  routes: referencesRoutes,
  migrations: { '004-references': references },
  demoLoaders: referencesDemoLoaders,
  firstData: addressesOf(firstData),
};
