import type { ServerArea } from '../area';
import { mediaRoutes } from '../media/serve-media';
import { siteConfigRoutes } from '../routes/site-config';

/** What every page needs: the site configuration and the media files. No tables of its own. */
export const coreArea: ServerArea = {
  name: 'core',
  async routes(app) {
    await app.register(siteConfigRoutes);
    await app.register(mediaRoutes);
  },
};
