import type { ServerArea } from '../area';
import { dwmDemoLoaders } from './demo-content';
import { dwm } from './migrations/065-dwm';
import { dwmRoutes } from './routes';
import type {} from './tables';

export const dwmArea: ServerArea = {
  name: 'dwm',
  routes: dwmRoutes,
  migrations: { '065-dwm': dwm },
  demoLoaders: dwmDemoLoaders,
};
