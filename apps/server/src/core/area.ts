import type { ServerArea } from '../area';
import { mediaRoutes } from '../media/serve-media';
import { siteConfigRoutes } from './site-config';
import { sharedCounters } from '../throttle/migrations/084-shared-counters';

/**
 * What every page needs: the site configuration and the media files, and the counters behind
 * the rate limits and the login throttle.
 */
export const coreArea: ServerArea = {
  name: 'core',
  migrations: { '084-shared-counters': sharedCounters },
  async routes(app) {
    await app.register(siteConfigRoutes);
    await app.register(mediaRoutes);
  },
};
