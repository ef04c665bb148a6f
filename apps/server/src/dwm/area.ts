import type { ServerArea } from '../area';
import { dwmDemoLoaders } from './demo-content';
import { dwm } from './migrations/065-dwm';
import { dwmMailQueue } from './migrations/088-dwm-mail-queue';
import { dwmRoutes } from './routes';
import type {} from './tables';

export const dwmArea: ServerArea = {
  name: 'dwm',
  routes: dwmRoutes,
  migrations: { '065-dwm': dwm, '088-dwm-mail-queue': dwmMailQueue },
  demoLoaders: dwmDemoLoaders,
};
