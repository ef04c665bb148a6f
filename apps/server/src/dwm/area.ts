import type { ServerArea } from '../area';
import { dwmDemoLoaders } from './demo-content';
import { dwm } from './migrations/065-dwm';
import { dwmMailQueue } from './migrations/088-dwm-mail-queue';
import { dwmRoutes } from './routes';
import { dwmSettings } from './settings';
import type {} from './tables';

export const dwmArea: ServerArea = {
  name: 'dwm',
  routes: dwmRoutes,
  migrations: { '065-dwm': dwm, '088-dwm-mail-queue': dwmMailQueue },
  demoLoaders: dwmDemoLoaders,
  settings: dwmSettings,
  // A third-party booking page (BOOKING_URL) is the one other origin a page may frame (decision 069).
  headers: (config) => ({
    frameSources: config.dwm.bookingUrl ? [new URL(config.dwm.bookingUrl).origin] : [],
  }),
};
