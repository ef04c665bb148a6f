import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { requestPath, sendApiError } from '../errors';
import { refusedMediaPath, sendMedia } from '../media/serve-media';

/**
 * The flag-icons set's 4:3 SVG flags, read from the installed package: every country of the
 * globe has its flag there, named by ISO code, so the repository keeps no copies (decision 040).
 */
export const worldFlagsFolder = join(
  dirname(createRequire(import.meta.url).resolve('flag-icons/package.json')),
  'flags',
  '4x3',
);

/** Where the globe's flags are sent from: `/images/world-flags/{code}.svg`. */
export const worldFlagsPrefix = '/images/world-flags';

/** The world map area: its flags. The geometry is a static file of the site's build. */
export async function worldMapRoutes(app: FastifyInstance): Promise<void> {
  app.route<{ Params: { '*': string } }>({
    method: ['GET', 'HEAD'],
    url: `${worldFlagsPrefix}/*`,
    // Part of the site, like its built files: hovering across the globe asks for dozens.
    config: { rateLimit: false },
    handler: (request: FastifyRequest<{ Params: { '*': string } }>, reply: FastifyReply) => {
      const path = request.params['*'];
      // Only flags: the package's other files (its CSS, its README) are not the site's to send.
      // Traversal attempts get the media helper's 400 whatever their extension.
      if (!/^[a-z]{2}\.svg$/.test(path) && refusedMediaPath(path) === undefined) {
        return sendApiError(reply, 404, `Not found: ${request.method} ${requestPath(request)}`);
      }
      return sendMedia(request, reply, {
        root: worldFlagsFolder,
        path,
        cacheControl: 'public, max-age=86400',
      });
    },
  });
}
