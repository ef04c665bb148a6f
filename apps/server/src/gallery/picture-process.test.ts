import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PictureProcess, PictureProcessStopped } from './picture-process';
import { sharpLimits } from './sharp-limits';

// The gallery's sharp work runs in a child process that ends when idle (decision 112).

const folder = mkdtempSync(join(tmpdir(), 'portfolio-picture-process-'));
const picture = join(folder, 'red.jpg');
/** A file that says it is a JPEG and is not one. */
const broken = join(folder, 'broken.jpg');

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

describe('the picture process', () => {
  const started: PictureProcess[] = [];
  const open = (idleMs = 60_000) => {
    const pictures = new PictureProcess({ idleMs, startMs: 30_000 });
    started.push(pictures);
    return pictures;
  };

  beforeAll(async () => {
    await sharp({ create: { width: 640, height: 480, channels: 3, background: '#c0392b' } })
      .jpeg()
      .toFile(picture);
    writeFileSync(broken, 'not a picture at all');
  });
  afterEach(() => {
    for (const pictures of started.splice(0)) pictures.close();
  });
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('reads shapes and colours and writes copies in a process other than the server’s', async () => {
    const pictures = open();
    expect(await pictures.shape(picture)).toEqual({ width: 640, height: 480 });
    expect(pictures.pid).toBeDefined();
    expect(pictures.pid).not.toBe(process.pid);
    expect(await pictures.colour(picture)).toMatch(/^#c[0-9a-f]3[0-9a-f]2[0-9a-f]$/);
    const target = join(folder, 'copies', 'red-w200.webp');
    await pictures.copy(picture, target, 200);
    const copy = await sharp(target).metadata();
    expect([copy.format, copy.width, copy.height]).toEqual(['webp', 200, 150]);
  });

  it('sets sharp’s cache limits and one thread per picture in that process', async () => {
    const limits = await open().limits();
    expect(limits.concurrency).toBe(sharpLimits.concurrency);
    expect(limits.concurrency).toBe(1);
    expect(limits.cache).toMatchObject({
      memory: { max: 16 },
      files: { max: 0 },
      items: { max: 24 },
    });
  });

  it('answers an unreadable file as such, and keeps working', async () => {
    const pictures = open();
    expect(await pictures.shape(broken)).toBeUndefined();
    expect(await pictures.colour(broken)).toBeUndefined();
    await expect(pictures.copy(broken, join(folder, 'never.webp'), 200)).rejects.toThrow();
    expect(existsSync(join(folder, 'never.webp'))).toBe(false);
    expect(await pictures.shape(picture)).toEqual({ width: 640, height: 480 });
  });

  it('ends when idle, giving its memory back, and starts again for the next job', async () => {
    const pictures = open(300);
    await pictures.shape(picture);
    const first = pictures.pid as number;
    // Busy: a job just answered does not end it at once.
    expect(alive(first)).toBe(true);
    await expect.poll(() => alive(first), { timeout: 10_000 }).toBe(false);
    expect(pictures.pid).toBeUndefined();
    expect(await pictures.shape(picture)).toEqual({ width: 640, height: 480 });
    expect(pictures.pid).not.toBe(first);
  });

  it('fails the jobs of a process that crashed with a 503, and the next job gets a new process', async () => {
    const pictures = open();
    await pictures.shape(picture);
    const crashed = pictures.pid as number;
    const copies = Array.from({ length: 3 }, (_, index) =>
      pictures.copy(picture, join(folder, 'crash', `${index}.webp`), 800),
    );
    process.kill(crashed, 'SIGKILL');
    const answers = await Promise.allSettled(copies);
    const failures = answers.flatMap((answer) => (answer.status === 'rejected' ? [answer.reason] : []));
    expect(failures.length).toBeGreaterThan(0);
    for (const failure of failures) {
      expect(failure).toBeInstanceOf(PictureProcessStopped);
      expect((failure as PictureProcessStopped).status).toBe(503);
    }
    expect(await pictures.shape(picture)).toEqual({ width: 640, height: 480 });
    expect(pictures.pid).not.toBe(crashed);
  });

  it('ends its process when the server closes, and refuses work afterwards', async () => {
    const pictures = open();
    await pictures.shape(picture);
    const pid = pictures.pid as number;
    pictures.close();
    await expect.poll(() => alive(pid), { timeout: 10_000 }).toBe(false);
    await expect(pictures.shape(picture)).rejects.toBeInstanceOf(PictureProcessStopped);
  });
});
