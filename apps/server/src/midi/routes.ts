import { join } from 'node:path';
import {
  composersContractFor,
  type Instrument,
  instrumentSchema,
  instruments,
  scoresContractFor,
} from '@portfolio/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { requestPath, sendApiError } from '../errors';
import { refusedMediaPath, sendMedia } from '../media/serve-media';
import { route } from '../route';
import { listMidiComposers, listMidiScores } from './catalogue';

/** Media of the area under MEDIA_DIR: the folder each address prefix reads from. */
export const midiMediaFolders = {
  audio: 'midi/audio',
  videos: 'midi/videos',
  pages: 'midi/pages',
  flags: 'midi/flags',
} as const;

type WildcardRequest = FastifyRequest<{ Params: { '*': string } }>;

/**
 * A file route on the spec's address: `extensions`, when given, are the only kinds of file it
 * serves (`/apiAudio/` answers MP3s only, even if something else lies in the folder).
 */
function mediaRoute(app: FastifyInstance, prefix: string, folder: string, ...extensions: string[]): void {
  app.route<{ Params: { '*': string } }>({
    method: ['GET', 'HEAD'],
    url: `${prefix}/*`,
    config: { rateLimit: 'media' },
    handler: (request: WildcardRequest, reply: FastifyReply) => {
      const path = request.params['*'];
      // Traversal attempts get the media helper's 400 whatever their extension.
      const allowed = extensions.length === 0 || extensions.some((extension) => path.endsWith(extension));
      if (!allowed && refusedMediaPath(path) === undefined) {
        return sendApiError(reply, 404, `Not found: ${request.method} ${requestPath(request)}`);
      }
      return sendMedia(request, reply, { root: join(app.config.mediaDir, folder), path });
    },
  });
}

/** The midi area: composer and score lists per instrument, audio, video, page images and flags. */
export async function midiRoutes(app: FastifyInstance): Promise<void> {
  for (const instrument of instruments) {
    route(app, scoresContractFor(instrument), () => listMidiScores(app.db, instrument));
    route(app, composersContractFor(instrument), () => listMidiComposers(app.db, instrument));
  }

  // Any other /apiMIDI address, above all an instrument the area does not have.
  app.route<{ Params: { '*': string } }>({
    method: ['GET', 'HEAD'],
    url: '/apiMIDI/*',
    handler: (request: WildcardRequest, reply: FastifyReply) => {
      const match = /^([^/]*)-(scores|composers)$/.exec(request.params['*']);
      if (match && !instrumentSchema.safeParse(match[1]).success) {
        const known = instruments.map((name: Instrument) => `"${name}"`).join(' or ');
        return sendApiError(
          reply,
          404,
          `instrument: unknown instrument "${match[1]}"; the sheet-music area has ${known}`,
          'instrument',
        );
      }
      return sendApiError(reply, 404, `Not found: ${request.method} ${requestPath(request)}`);
    },
  });

  mediaRoute(app, '/apiAudio', midiMediaFolders.audio, '.mp3');
  // A video's poster image lies beside it (the Enneagram home video's, for one).
  mediaRoute(app, '/apiVideos', midiMediaFolders.videos, '.mp4', '.png');
  mediaRoute(app, '/images/midi', midiMediaFolders.pages);
  mediaRoute(app, '/images/flags', midiMediaFolders.flags);
}
