/** How much picture work runs and waits at once (decision 095). */
export interface ImageWorkLimits {
  /** Jobs decoding pictures at the same time. */
  running: number;
  /** Jobs a request may leave waiting; a request beyond them is told the queue is full. */
  waiting: number;
}

/**
 * Two jobs decode at a time, one libvips thread each: sharp runs on libuv's four pool threads, the
 * same ones every file read and `stat` of the server waits for, so two of them stay free for
 * pages, the API and media files. One job at a time left a visitor's open picture waiting behind
 * the grid's copies (the gallery e2e ran out of time on a busy machine); two use both cores while
 * copies are wanted. 48 waiting cover a first screen of any album (about 30 cells) and more.
 */
export const defaultImageWorkLimits: ImageWorkLimits = { running: 2, waiting: 48 };

/** The queue was closed (the server is stopping) before the job could start. */
export class ImageWorkClosed extends Error {
  constructor() {
    super('The server is stopping: the picture was not made');
  }
}

/**
 * A small first-come first-served queue for the gallery's sharp work. Requests take a place with
 * `tryRun`, which refuses at once when every place is taken; the background colour reader, which
 * has at most one job out, waits its turn with `run`.
 */
export class ImageWorkQueue {
  #running = 0;
  readonly #waiting: { start: () => void; cancel: () => void }[] = [];
  #closed = false;

  constructor(readonly limits: ImageWorkLimits = defaultImageWorkLimits) {
    for (const [name, value] of Object.entries(limits)) {
      if (!Number.isInteger(value) || value < (name === 'running' ? 1 : 0))
        throw new RangeError(`${name} must be a whole number (got ${value})`);
    }
  }

  /** Jobs decoding now and jobs waiting (tests, the bench). */
  get counts(): { running: number; waiting: number } {
    return { running: this.#running, waiting: this.#waiting.length };
  }

  /** Runs `job` in its turn, or answers undefined (and never runs it) when the queue is full. */
  tryRun<T>(job: () => Promise<T>): Promise<T> | undefined {
    if (this.#running >= this.limits.running && this.#waiting.length >= this.limits.waiting) return undefined;
    return this.run(job);
  }

  /** Runs `job` in its turn, however many wait. Only for callers with one job out at a time. */
  run<T>(job: () => Promise<T>): Promise<T> {
    if (this.#closed) return Promise.reject(new ImageWorkClosed());
    return new Promise<T>((resolve, reject) => {
      const start = () => {
        this.#running += 1;
        job()
          .then(resolve, reject)
          .finally(() => {
            this.#running -= 1;
            this.#waiting.shift()?.start();
          });
      };
      if (this.#running < this.limits.running) start();
      else this.#waiting.push({ start, cancel: () => reject(new ImageWorkClosed()) });
    });
  }

  /** Drops the waiting jobs (they fail with `ImageWorkClosed`); running ones finish. */
  close(): void {
    this.#closed = true;
    for (const waiting of this.#waiting.splice(0)) waiting.cancel();
  }
}
