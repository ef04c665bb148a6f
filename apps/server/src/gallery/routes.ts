import { extname, join } from 'node:path';
import { galleryImageWidths, type GalleryImageWidth, getGalleryAlbum } from '@portfolio/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { requestPath, sendApiError } from '../errors';
import { openMediaFile, sendMedia, sendMediaFile } from '../media/serve-media';
import { route } from '../route';
import { AlbumLister, galleryFolder, galleryImageExtensions } from './album-listing';
import { ImageWorkClosed, ImageWorkQueue } from './image-work-queue';
import { PictureProcess, PictureProcessStopped } from './picture-process';
import { ThumbnailCache } from './thumbnails';

/**
 * Pictures and their copies keep for a week in browsers and proxies; the ETag and Last-Modified
 * validators make a later check cheap (304).
 */
export const galleryCacheControl = 'public, max-age=604800, stale-while-revalidate=86400';

type PictureRequest = FastifyRequest<{ Params: { '*': string }; Querystring: { w?: string | string[] } }>;

function requestedWidth(value: string | string[] | undefined): GalleryImageWidth | 'bad' | undefined {
  if (value === undefined) return undefined;
  const width = Array.isArray(value) ? Number.NaN : Number(value);
  return galleryImageWidths.find((allowed) => allowed === width) ?? 'bad';
}

/**
 * A picture sent in place of its copy while the queue is full: browsers and proxies must not keep
 * it under the copy's address, so the next visit asks again and gets the copy.
 */
export const originalInsteadCacheControl = 'no-store';

/** The photo gallery: album listings from disk, pictures and their WebP copies. */
export async function galleryRoutes(app: FastifyInstance): Promise<void> {
  const root = join(app.config.mediaDir, galleryFolder);
  const cacheDir = join(app.config.dataDir, 'gallery-cache');
  const imageWork = new ImageWorkQueue(app.config.gallery);
  const pictures = new PictureProcess();
  const lister = new AlbumLister(app.config.mediaDir, imageWork, pictures, join(cacheDir, 'albums'));
  const thumbnails = new ThumbnailCache(cacheDir, imageWork, pictures);
  app.addHook('onClose', async () => {
    lister.stop();
    imageWork.close();
    pictures.close();
  });

  route(app, getGalleryAlbum, (request) => lister.list(request.params.category));

  // /apiGallery/{relpath}{name}: two or more segments (one segment is an album listing).
  app.route({
    method: ['GET', 'HEAD'],
    url: '/apiGallery/*',
    // One album page asks for a picture per cell: a scroll through a large album is hundreds of
    // requests, so pictures count under the media limit, not the API's (decision 085).
    config: { rateLimit: 'media' },
    handler: async (request: PictureRequest, reply: FastifyReply) => {
      const path = request.params['*'];
      const width = requestedWidth(request.query.w);
      if (width === 'bad') {
        return sendApiError(
          reply,
          400,
          `w: a picture is sent ${galleryImageWidths.join(', ')} pixels wide`,
          'w',
        );
      }
      const found = await openMediaFile(root, path);
      if (found.kind === 'refused') return sendApiError(reply, 400, `path: ${found.reason}`, 'path');
      const notFound = () => sendApiError(reply, 404, `Not found: ${request.method} ${requestPath(request)}`);
      if (found.kind === 'missing') return notFound();
      if (!galleryImageExtensions.has(extname(found.file).toLowerCase())) {
        await found.handle.close();
        return notFound();
      }
      if (width === undefined)
        return sendMediaFile(request, reply, found, { cacheControl: galleryCacheControl });

      // Not kept open while the copy waits its turn.
      await found.handle.close();
      let copy: string | undefined;
      try {
        copy = await thumbnails.copyOf(found.file, width);
      } catch (error) {
        if (error instanceof ImageWorkClosed || error instanceof PictureProcessStopped) {
          reply.header('Retry-After', '5');
          return sendApiError(reply, 503, error.message);
        }
        return sendApiError(
          reply,
          404,
          `Not found: ${requestPath(request)} is not a picture the gallery can read`,
        );
      }
      // Too many copies are being made: the picture itself, streamed, rather than a wait or an
      // error the page would show as a broken picture (decision 095).
      if (copy === undefined)
        return sendMedia(request, reply, { root, path, cacheControl: originalInsteadCacheControl });
      return sendMedia(request, reply, {
        root: thumbnails.root,
        path: copy,
        cacheControl: galleryCacheControl,
      });
    },
  });
}
