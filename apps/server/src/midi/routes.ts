import {
  composersContractFor,
  type Instrument,
  instrumentSchema,
  instruments,
  scoresContractFor,
} from '@portfolio/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { requestPath, sendApiError } from '../errors';
import { route } from '../route';
import { listMidiComposers, listMidiScores } from './catalogue';

/** Media of the area under MEDIA_DIR (mounted from `@portfolio/contracts/midi.paths`). */
export const midiMediaFolders = {
  audio: 'midi/audio',
  videos: 'midi/videos',
  pages: 'midi/pages',
  flags: 'midi/flags',
} as const;

type WildcardRequest = FastifyRequest<{ Params: { '*': string } }>;

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
}
