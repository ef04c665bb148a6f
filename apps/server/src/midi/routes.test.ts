import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import {
  apiErrorSchema,
  audioUrl,
  composerListSchema,
  composersContractFor,
  flagUrl,
  homeVideoSchema,
  instruments,
  largePageImageUrl,
  pageImageUrl,
  scoreListSchema,
  scoresContractFor,
  videoUrl,
} from '@portfolio/contracts';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../../test/build-test-app';
import { databases } from '../../test/databases';
import { repoRoot } from '../repo-root';
import type { DemoLoader } from '../content/demo-loader';
import { type MidiCatalogue, readMidiCatalogue, replaceMidiCatalogue } from './catalogue';

const realMediaDir = join(repoRoot, 'content/media');

/** 1000 bytes that differ from position to position, so a wrong slice shows. */
const audioBytes = Buffer.from(Array.from({ length: 1000 }, (_, index) => index % 251));
const videoBytes = Buffer.from(Array.from({ length: 3000 }, (_, index) => (index * 7) % 256));
const SECRET = 'SECRET: outside the audio folder';

/**
 * A media root of the area's shape:
 *   midi/audio/{tune.mp3, notes.txt}, midi/videos/clip.mp4, midi/pages/piece/Page_1.png,
 *   midi/flags/de.svg, and midi/secret.mp3 beside (outside) every folder a route reads.
 */
function makeMidiMedia(mediaDir: string): void {
  const folder = (name: string) => {
    const path = join(mediaDir, 'midi', name);
    mkdirSync(path, { recursive: true });
    return path;
  };
  writeFileSync(join(folder('audio'), 'tune.mp3'), audioBytes);
  writeFileSync(join(folder('audio'), 'notes.txt'), 'not audio');
  writeFileSync(join(folder('videos'), 'clip.mp4'), videoBytes);
  writeFileSync(
    join(folder('pages/piece'), 'Page_1.png'),
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  );
  writeFileSync(join(folder('flags'), 'de.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(join(mediaDir, 'midi', 'secret.mp3'), SECRET);
}

/** Sends the request line exactly as written: nothing normalises `..` on the way. */
function rawGet(port: number, path: string): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => {
      socket.write(`GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`);
    });
    let text = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => (text += chunk));
    socket.on('error', reject);
    socket.on('end', () => resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0), text }));
  });
}

function catalogueLoader(version: number, catalogue: MidiCatalogue): DemoLoader {
  return { name: 'midi-catalogue', version, load: (trx) => replaceMidiCatalogue(trx, catalogue) };
}

const smallCatalogue = (suffix: string): MidiCatalogue => ({
  piano: {
    composers: [
      { id: `pianist-${suffix}`, name: `Pianist ${suffix}`, flag: flagUrl('de'), lifespan: '1800–1850' },
    ],
    scores: [
      {
        id: `sonata-${suffix}`,
        name: `Sonata ${suffix}`,
        composer: `pianist-${suffix}`,
        pageCount: 3,
        enlarged: true,
        audio: `sonata-${suffix}`,
        dir: `sonata-${suffix}`,
      },
    ],
  },
  violin: {
    composers: [{ id: 'lds-hymns', name: 'Hymn Book', flag: flagUrl('us'), lifespan: '' }],
    scores: [
      {
        id: `hymn-${suffix}`,
        name: `Hymn ${suffix}`,
        composer: 'lds-hymns',
        pageCount: 2,
        audio: `hymn-${suffix}`,
        video: `hymn-${suffix}`,
        dir: `hymn-${suffix}`,
      },
    ],
  },
});

async function listsOf(app: FastifyInstance) {
  const lists: Record<string, unknown> = {};
  for (const instrument of instruments) {
    lists[`${instrument}-scores`] = (await app.inject({ url: scoresContractFor(instrument).path })).json();
    lists[`${instrument}-composers`] = (
      await app.inject({ url: composersContractFor(instrument).path })
    ).json();
  }
  return lists;
}

describe.each(databases)('sheet-music lists on $name', (database) => {
  const server = useTestServer(database);

  it('answer the demo catalogue per instrument, in its order, in the contracts’ shapes', async () => {
    const catalogue = await readMidiCatalogue();
    const app = await server.build();
    for (const instrument of instruments) {
      const scores = await app.inject({ url: `/apiMIDI/${instrument}-scores` });
      expect(scores.statusCode).toBe(200);
      expect(scores.headers['content-type']).toContain('application/json');
      expect(scoreListSchema.parse(scores.json())).toEqual(catalogue[instrument].scores);

      const composers = await app.inject({ url: `/apiMIDI/${instrument}-composers` });
      expect(composers.statusCode).toBe(200);
      expect(composerListSchema.parse(composers.json())).toEqual(catalogue[instrument].composers);
    }
  });

  it('show the spec’s cards: nine piano composers, and the Hymn Book and collections for violin', async () => {
    const app = await server.build();
    const piano = composerListSchema.parse((await app.inject({ url: '/apiMIDI/piano-composers' })).json());
    expect(piano).toHaveLength(9);
    expect(piano.every((card) => /^\d{4}–\d{4}$/.test(card.lifespan))).toBe(true);

    const violin = composerListSchema.parse((await app.inject({ url: '/apiMIDI/violin-composers' })).json());
    expect(violin.map((card) => card.id).slice(-4)).toEqual([
      'lds-hymns',
      'baroque-duets',
      'violin-duets',
      'sight-reading-violin',
    ]);
    expect(violin.find((card) => card.id === 'lds-hymns')).toMatchObject({ name: 'Hymn Book', lifespan: '' });
    expect(violin.every((card) => card.flag.startsWith('/images/flags/') && card.flag.endsWith('.svg'))).toBe(
      true,
    );

    const violinScores = scoreListSchema.parse((await app.inject({ url: '/apiMIDI/violin-scores' })).json());
    expect(violinScores.some((score) => score.composer === 'lds-hymns')).toBe(true);
    expect(violinScores.some((score) => score.composer === 'haydn')).toBe(false);
  });

  it('answer an unknown instrument with a 404 JSON error naming the instrument', async () => {
    const app = await server.build();
    for (const url of ['/apiMIDI/guitar-scores', '/apiMIDI/cello-composers', '/apiMIDI/-scores']) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(404);
      const body = apiErrorSchema.parse(response.json());
      expect(body).toMatchObject({ status: 404, error: 'Not Found', field: 'instrument' });
      expect(body.message).toContain('piano');
    }
    const other = await app.inject({ url: '/apiMIDI/piano-things' });
    expect(other.statusCode).toBe(404);
    expect(apiErrorSchema.parse(other.json()).field).toBeUndefined();
  });

  it('keep one copy of the catalogue across restarts and replace it when its version changes', async () => {
    const first = smallCatalogue('a');
    const app = await server.build({}, { demoLoaders: [catalogueLoader(1, first)] });
    expect(await listsOf(app)).toEqual({
      'piano-scores': first.piano.scores,
      'piano-composers': first.piano.composers,
      'violin-scores': first.violin.scores,
      'violin-composers': first.violin.composers,
    });

    // Same version, other content: not loaded again, and nothing doubled.
    const again = await server.build({}, { demoLoaders: [catalogueLoader(1, smallCatalogue('x'))] });
    expect(await listsOf(again)).toEqual(await listsOf(app));

    // A new version replaces every row of the old one.
    const second = smallCatalogue('b');
    const updated = await server.build({}, { demoLoaders: [catalogueLoader(2, second)] });
    expect(await listsOf(updated)).toEqual({
      'piano-scores': second.piano.scores,
      'piano-composers': second.piano.composers,
      'violin-scores': second.violin.scores,
      'violin-composers': second.violin.composers,
    });
  });
});

describe.each(databases)('sheet-music media on $name', (database) => {
  const server = useTestServer(database);

  async function mediaApp(): Promise<FastifyInstance> {
    makeMidiMedia(server.mediaDir);
    return server.build({}, { demoLoaders: [] });
  }

  it('send audio whole or by Range (206) as audio/mpeg', async () => {
    const app = await mediaApp();
    const whole = await app.inject({ url: audioUrl('tune') });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('audio/mpeg');
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(whole.rawPayload).toEqual(audioBytes);

    const part = await app.inject({ url: audioUrl('tune'), headers: { range: 'bytes=100-199' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe('bytes 100-199/1000');
    expect(part.headers['content-length']).toBe('100');
    expect(part.rawPayload).toEqual(audioBytes.subarray(100, 200));

    const tail = await app.inject({ url: audioUrl('tune'), headers: { range: 'bytes=-10' } });
    expect(tail.statusCode).toBe(206);
    expect(tail.rawPayload).toEqual(audioBytes.subarray(990));
  });

  it('send video by Range (206) as video/mp4, and HEAD without a body', async () => {
    const app = await mediaApp();
    const part = await app.inject({ url: videoUrl('clip'), headers: { range: 'bytes=2000-' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-type']).toBe('video/mp4');
    expect(part.headers['content-range']).toBe('bytes 2000-2999/3000');
    expect(part.rawPayload).toEqual(videoBytes.subarray(2000));

    const head = await app.inject({ method: 'HEAD', url: videoUrl('clip') });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe('3000');
    expect(head.body).toBe('');
  });

  it('answer a Range past the end with 416 and the file size', async () => {
    const app = await mediaApp();
    for (const url of [audioUrl('tune'), videoUrl('clip')]) {
      const response = await app.inject({ url, headers: { range: 'bytes=5000-6000' } });
      expect(response.statusCode, url).toBe(416);
      expect(response.headers['content-range']).toMatch(/^bytes \*\/(1000|3000)$/);
      expect(apiErrorSchema.parse(response.json()).status).toBe(416);
    }
  });

  it('send page images and flags from their folders', async () => {
    const app = await mediaApp();
    const page = await app.inject({ url: pageImageUrl('piece', 1) });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('image/png');

    const flag = await app.inject({ url: flagUrl('de') });
    expect(flag.statusCode).toBe(200);
    expect(flag.headers['content-type']).toBe('image/svg+xml');
    expect(flag.headers['content-security-policy']).toContain('sandbox');
  });

  it('answer 404 JSON for missing files, folders and files of the wrong kind', async () => {
    const app = await mediaApp();
    const missing = [
      audioUrl('missing'),
      '/apiAudio/notes.txt',
      '/apiAudio/clip.mp4',
      videoUrl('tune'),
      videoUrl('missing'),
      pageImageUrl('piece', 2),
      largePageImageUrl('piece', 1, 'a'),
      '/images/midi/piece/',
      '/images/midi/piece',
      flagUrl('xx'),
      '/apiAudio/',
    ];
    for (const url of missing) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(404);
      expect(apiErrorSchema.parse(response.json()).status).toBe(404);
    }
  });

  it('refuse paths that climb out of a folder, and never send what lies outside', async () => {
    const app = await mediaApp();
    const attempts = [
      '/apiAudio/..%2Fsecret.mp3',
      '/apiAudio/%2e%2e/secret.mp3',
      '/apiAudio/%252e%252e%252fsecret.mp3',
      '/apiVideos/..%2F..%2Fmidi%2Fsecret.mp3',
      '/images/midi/..%2F..%2Fmidi%2Fsecret.mp3',
      '/images/flags/%2e%2e%2fsecret.mp3',
    ];
    for (const url of attempts) {
      const response = await app.inject({ url });
      // `inject` resolves a dot segment like a browser would (-> 404 elsewhere); the rest reach
      // the route and are refused before the disk is touched.
      const expected = url.includes('/%2e%2e/') ? 404 : 400;
      expect(response.statusCode, url).toBe(expected);
      if (expected === 400) {
        expect(apiErrorSchema.parse(response.json())).toMatchObject({ field: 'path', error: 'Bad Request' });
      }
      expect(response.body).not.toContain('SECRET');
    }

    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    for (const path of [
      '/apiAudio/../secret.mp3',
      '/images/midi/../secret.mp3',
      '/apiVideos/..\\secret.mp3',
    ]) {
      const { status, text } = await rawGet(port, path);
      expect({ path, refused: status === 400 || status === 404 }).toEqual({ path, refused: true });
      expect(text).not.toContain('SECRET');
    }
    expect((await rawGet(port, '/apiAudio/tune.mp3')).status).toBe(200);
  });

  it('serve the generated demo media from content/media', async () => {
    const catalogue = await readMidiCatalogue();
    const app = await server.build({ MEDIA_DIR: realMediaDir }, { demoLoaders: [] });
    const enlarged = [...catalogue.piano.scores, ...catalogue.violin.scores].find((score) => score.enlarged);
    const withVideo = [...catalogue.piano.scores, ...catalogue.violin.scores].find((score) => score.video);
    if (!enlarged || !withVideo?.video) throw new Error('The catalogue has no enlarged score or no video');

    const large = await app.inject({ url: largePageImageUrl(enlarged.dir, 1, 'b') });
    expect(large.statusCode).toBe(200);
    expect(large.rawPayload.subarray(1, 4).toString('latin1')).toBe('PNG');

    const audio = await app.inject({ url: audioUrl(enlarged.audio), headers: { range: 'bytes=0-3' } });
    expect(audio.statusCode).toBe(206);
    // An MP3 frame starts with eleven set bits.
    expect(audio.rawPayload[0]).toBe(0xff);
    expect((audio.rawPayload[1] ?? 0) & 0xe0).toBe(0xe0);

    const video = await app.inject({ url: videoUrl(withVideo.video), headers: { range: 'bytes=4-7' } });
    expect(video.statusCode).toBe(206);
    expect(video.rawPayload.toString('latin1')).toBe('ftyp');

    const flag = catalogue.violin.composers[0]?.flag ?? '';
    expect((await app.inject({ url: flag })).statusCode).toBe(200);
  });

  it('serve the Enneagram home video’s poster beside the video', async () => {
    const homeVideo = homeVideoSchema.parse(
      JSON.parse(readFileSync(join(repoRoot, 'content/enneagram/home-video.json'), 'utf8')),
    );
    const app = await server.build({ MEDIA_DIR: realMediaDir }, { demoLoaders: [] });
    const poster = await app.inject({ url: homeVideo.poster ?? '/apiVideos/none.png' });
    expect(poster.statusCode).toBe(200);
    expect(poster.headers['content-type']).toBe('image/png');
    expect(poster.rawPayload.subarray(1, 4).toString('latin1')).toBe('PNG');
    // Posters are pictures: the video folder still sends nothing else.
    expect((await app.inject({ url: '/apiVideos/enneagram-intro.txt' })).statusCode).toBe(404);
  });
});
