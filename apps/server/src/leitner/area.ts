import type { ServerArea } from '../area';
import { leitnerDemoLoaders } from './demo-content';
import { leitner } from './migrations/042-leitner';
import { leitnerRoutes } from './routes';
import type {} from './tables';

export const leitnerArea: ServerArea = {
  name: 'leitner',
  routes: leitnerRoutes,
  migrations: { '042-leitner': leitner },
  demoLoaders: leitnerDemoLoaders,
};
