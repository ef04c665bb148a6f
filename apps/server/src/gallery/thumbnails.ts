import { createHash } from 'node:crypto';
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { GalleryImageWidth } from '@portfolio/contracts';
import type { ImageWorkQueue } from './image-work-queue';
import type { PictureProcess } from './picture-process';

/**
 * WebP copies of gallery pictures at the widths of `galleryImageWidths`, made on first request
 * and kept under DATA_DIR/gallery-cache. A copy's file name comes from the picture's path, size
 * and time of change, so a replaced picture gets a new copy and an old copy is never sent for it.
 * Copies are made by the picture process (decision 112) through `queue`, two pictures at a time
 * (decision 095); a copy already on disk never waits for it.
 */
export class ThumbnailCache {
  private readonly making = new Map<string, Promise<string>>();

  constructor(
    readonly root: string,
    private readonly queue: ImageWorkQueue,
    private readonly pictures: PictureProcess,
  ) {}

  /**
   * The copy's path relative to `root`; makes it first when it is not there yet. Undefined when
   * it is not there and the queue is full: the caller sends something else and nothing is made.
   */
  async copyOf(source: string, width: GalleryImageWidth): Promise<string | undefined> {
    const info = await stat(source);
    const key = createHash('sha256').update(`${source}\0${info.size}\0${info.mtimeMs}`).digest('hex');
    const name = `${key.slice(0, 2)}/${key.slice(2, 40)}-w${width}.webp`;
    const target = join(this.root, name);
    try {
      await stat(target);
      return name;
    } catch {
      // Not made yet.
    }
    // Two requests for one copy at once make it once, the second waiting for the first's job.
    const pending = this.making.get(name);
    if (pending) return pending;
    const queued = this.queue.tryRun(() => this.pictures.copy(source, target, width));
    if (queued === undefined) return undefined;
    const work = queued.then(() => name);
    this.making.set(name, work);
    try {
      return await work;
    } finally {
      this.making.delete(name);
    }
  }
}
