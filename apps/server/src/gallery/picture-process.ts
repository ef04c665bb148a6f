import { type ChildProcess, fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { workerEntryUrl, workerExecArgv } from '../entry-points';
import { HttpError } from '../errors';
import type { PictureShape } from './picture-work';
import type { PictureAnswerMessage, PictureJob } from './picture-jobs';

/** When the picture process is started and ended (decision 112). */
export interface PictureProcessTimes {
  /** Ended after this long with no job: the memory libvips used goes back to the system. */
  idleMs: number;
  /** A process that has not said it is ready by then is ended, and its jobs fail. */
  startMs: number;
}

/**
 * 15 s idle: a visitor scrolling an album asks for copies every few seconds, so one scroll keeps
 * one process; a process takes about 150 ms to start (Node and libvips), small beside a copy.
 */
export const defaultPictureProcessTimes: PictureProcessTimes = { idleMs: 15_000, startMs: 30_000 };

/** The picture process ended with the job unanswered (it crashed, was killed, or the server closes). */
export class PictureProcessStopped extends HttpError {
  override name = 'PictureProcessStopped';

  constructor(reason: string) {
    super(503, `The gallery's pictures cannot be read just now (${reason}). Please try again.`);
  }
}

interface Waiting {
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
}

interface Running {
  child: ChildProcess;
  ready: Promise<void>;
  waiting: Map<number, Waiting>;
}

function pictureWorkerCommand(): { file: string; execArgv: string[] } {
  const url = workerEntryUrl(new URL('./picture-worker.ts', import.meta.url), import.meta.url);
  // From source (tests, tsx), the worker is TypeScript too.
  return { file: fileURLToPath(url), execArgv: workerExecArgv(url) };
}

/**
 * Runs the gallery's sharp work in a child process of its own, started on the first job and ended
 * after `idleMs` without one. libvips and the threads that decode keep native memory that glibc
 * rarely gives back; in a process that ends, all of it goes back (decision 112). A picture that
 * crashes libvips ends only that process: its jobs fail with `PictureProcessStopped` (503) and the
 * next job starts a new one. How many jobs run at once is the caller's (the gallery's queue).
 */
export class PictureProcess {
  #running: Running | undefined;
  #idleTimer: NodeJS.Timeout | undefined;
  #nextId = 1;
  #closed = false;

  constructor(readonly times: PictureProcessTimes = defaultPictureProcessTimes) {}

  /** The running process's id; undefined when none runs (tests). */
  get pid(): number | undefined {
    return this.#running?.child.pid;
  }

  /** The picture's shape as people see it; undefined when it is not a readable picture. */
  async shape(file: string): Promise<PictureShape | undefined> {
    return ((await this.#ask({ kind: 'shape', file })) as PictureShape | null) ?? undefined;
  }

  /** The picture's average colour (`#rrggbb`); undefined when it cannot be decoded. */
  async colour(file: string): Promise<string | undefined> {
    return ((await this.#ask({ kind: 'colour', file })) as string | null) ?? undefined;
  }

  /** Writes a WebP copy `width` pixels wide; rejects when the source is not a readable picture. */
  async copy(source: string, target: string, width: number): Promise<void> {
    await this.#ask({ kind: 'copy', source, target, width });
  }

  /** sharp's limits as the picture process set them (tests). */
  async limits(): Promise<{ concurrency: number; cache: unknown }> {
    return (await this.#ask({ kind: 'limits' })) as { concurrency: number; cache: unknown };
  }

  /** Ends the process (the server is closing); jobs out and later ones fail. */
  close(): void {
    this.#closed = true;
    this.#stop('the server is stopping');
  }

  async #ask(job: PictureJob): Promise<unknown> {
    if (this.#closed) throw new PictureProcessStopped('the server is stopping');
    clearTimeout(this.#idleTimer);
    this.#idleTimer = undefined;
    this.#running ??= this.#start();
    const running = this.#running;
    const id = this.#nextId++;
    const answer = new Promise<unknown>((resolve, reject) => running.waiting.set(id, { resolve, reject }));
    // Awaited below, after `ready`: a process that fails to start rejects both at once.
    answer.catch(() => undefined);
    try {
      await running.ready;
      running.child.send({ ...job, id });
      return await answer;
    } finally {
      running.waiting.delete(id);
      if (this.#running === running && running.waiting.size === 0) this.#endWhenIdle();
    }
  }

  #endWhenIdle(): void {
    this.#idleTimer = setTimeout(() => this.#stop('idle'), this.times.idleMs);
    // An idle picture process never keeps the server alive.
    this.#idleTimer.unref();
  }

  /** Detaches the running process at once (a job from now on starts a new one) and ends it. */
  #stop(reason: string): void {
    clearTimeout(this.#idleTimer);
    this.#idleTimer = undefined;
    const running = this.#running;
    this.#running = undefined;
    if (!running) return;
    for (const waiting of running.waiting.values()) waiting.reject(new PictureProcessStopped(reason));
    running.waiting.clear();
    if (running.child.connected) running.child.disconnect();
    running.child.kill('SIGTERM');
  }

  #start(): Running {
    const { file, execArgv } = pictureWorkerCommand();
    const child = fork(file, [], { execArgv, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    const waiting = new Map<number, Waiting>();
    const running: Running = { child, waiting, ready: Promise.resolve() };
    const ended = (reason: string) => {
      for (const job of waiting.values()) job.reject(new PictureProcessStopped(reason));
      waiting.clear();
      if (this.#running === running) this.#running = undefined;
    };
    running.ready = new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => {
        reject(new PictureProcessStopped(`it did not start within ${this.times.startMs} ms`));
        if (this.#running === running) this.#stop('it did not start');
      }, this.times.startMs);
      child.on('message', (message: PictureAnswerMessage) => {
        if ('ready' in message) {
          clearTimeout(timer);
          resolve();
          return;
        }
        const job = waiting.get(message.id);
        if (!job) return;
        if ('error' in message) job.reject(new Error(message.error));
        else job.resolve(message.value);
      });
      child.once('exit', (code, signal) => {
        clearTimeout(timer);
        const reason = signal ? `it was ended by ${signal}` : `it exited with code ${code}`;
        reject(new PictureProcessStopped(reason));
        ended(reason);
      });
      // Every error, not only the first: a later one (a send to a channel that just closed) must
      // not go unheard and end the server.
      child.on('error', (error) => {
        clearTimeout(timer);
        reject(new PictureProcessStopped(error.message));
        ended(error.message);
      });
    });
    // Failing jobs report the failure; an unhandled rejection of `ready` itself would end the server.
    running.ready.catch(() => undefined);
    // The channel and the process never keep the server alive on their own.
    child.unref();
    child.channel?.unref();
    return running;
  }
}
