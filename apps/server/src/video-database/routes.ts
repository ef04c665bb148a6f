import { join } from 'node:path';
import {
  addVideoTags,
  getVideoCategories,
  getVideoFiles,
  getVideoSecondaries,
  isVideoPrimaryCategory,
  maxVideoFiles,
  maxVideoPathLength,
  splitVideoTags,
  videoNameSchema,
} from '@portfolio/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError, requestPath, sendApiError } from '../errors';
import { refusedMediaPath, sendMedia } from '../media/serve-media';
import { route } from '../route';
import {
  addTags,
  checkPrimary,
  libraryRoot,
  listCategories,
  listFiles,
  listSecondaries,
  posterExtensions,
  tagsOf,
  videoExists,
  videoExtensions,
} from './library';

/**
 * The add-tags body at its largest: every path at its longest in 3-byte characters, plus the tag
 * text and the JSON around them (decision 021).
 */
export const addVideoTagsBodyLimit = maxVideoFiles * (maxVideoPathLength * 3 + 4) + 4096;

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

type PlaybackRequest = FastifyRequest<{ Params: { primary: string; '*': string } }>;

/** The video library (decision 061): folder lists from disk, playback with Range, tags in the database. */
export async function videoDatabaseRoutes(app: FastifyInstance): Promise<void> {
  route(app, getVideoCategories, () => listCategories(app.config.mediaDir));

  route(app, getVideoSecondaries, (request) => listSecondaries(app.config.mediaDir, request.params.primary));

  route(app, getVideoFiles, (request) =>
    listFiles(app.db, app.config.mediaDir, request.params.primary, request.params.secondary),
  );

  route(
    app,
    addVideoTags,
    async (request) => {
      const tags = splitVideoTags(request.body.tags);
      const files = [...new Set(request.body.files)];
      for (const [index, file] of request.body.files.entries()) {
        const known = isVideoPrimaryCategory(file.split('/')[0] ?? '');
        if (!known || !(await videoExists(app.config.mediaDir, file))) {
          throw new HttpError(
            404,
            `files.${index}: there is no video "${file}" in the library`,
            `files.${index}`,
          );
        }
      }
      await addTags(app.db, app.dbDialect, files, tags);
      const current = await tagsOf(app.db, files);
      return {
        msg: `Added ${plural(tags.length, 'tag', 'tags')} (${tags.join(', ')}) to ${plural(files.length, 'file', 'files')}`,
        tagged: files.map((file) => ({ file, tags: current.get(file) ?? [] })),
      };
    },
    { bodyLimit: addVideoTagsBodyLimit },
  );

  // Playback: /api/video-database/{primary}{relpath}, the videos and their posters, with Range.
  app.route<{ Params: { primary: string; '*': string } }>({
    method: ['GET', 'HEAD'],
    url: '/api/video-database/:primary/*',
    config: { rateLimit: 'media' },
    handler: (request: PlaybackRequest, reply: FastifyReply) => {
      const { primary } = request.params;
      const relpath = request.params['*'];
      const checked = videoNameSchema.safeParse(primary);
      if (!checked.success) {
        return sendApiError(reply, 400, `primary: ${checked.error.issues[0]?.message}`, 'primary');
      }
      const refused = refusedMediaPath(relpath);
      if (refused !== undefined) return sendApiError(reply, 400, `relpath: ${refused}`, 'relpath');
      checkPrimary(primary);
      const lower = relpath.toLowerCase();
      if (![...videoExtensions, ...posterExtensions].some((extension) => lower.endsWith(extension))) {
        return sendApiError(reply, 404, `Not found: ${request.method} ${requestPath(request)}`);
      }
      return sendMedia(request, reply, {
        root: join(libraryRoot(app.config.mediaDir), primary),
        path: relpath,
      });
    },
  });
}
