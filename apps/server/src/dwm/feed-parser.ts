import { Worker } from 'node:worker_threads';
import type { DwmEvent } from '@portfolio/contracts';
import type { FeedJob, FeedJobAnswer } from './feed-job';
import type { ExpansionCaps } from './ics-feed';
import { workerEntryUrl, workerExecArgv } from '../entry-points';

/** The worker's budget: time for one feed once the worker is up, heap, and time to start. */
export interface ParseLimits {
  deadlineMs: number;
  heapMb: number;
  startMs: number;
}

/**
 * A 5 MB feed of 28,000 small events (the most that size holds) takes about 3 s and under 256 MB;
 * a calendar that people keep is a fraction of that. The worst repeating events take well under 1 s.
 */
export const defaultParseLimits: ParseLimits = { deadlineMs: 10_000, heapMb: 256, startMs: 60_000 };

export interface ParsedFeed {
  events: DwmEvent[];
  cut: string[];
  timeZone: string;
}

/** A feed the worker could not read, or that passed the worker's budget: says which, never quoting it. */
export class FeedParseError extends Error {
  override name = 'FeedParseError';
}

/**
 * Where the worker's code is: the TypeScript beside this file when the server runs from source
 * (tsx, as `npm run dev`, the tests and e2e start it), the compiled `feed-worker.mjs` beside the
 * compiled chunks otherwise (decision 081).
 */
function workerEntry(): { url: URL; execArgv: string[] } {
  const url = workerEntryUrl(new URL('./feed-worker.ts', import.meta.url), import.meta.url);
  return { url, execArgv: workerExecArgv(url) };
}

interface Running {
  worker: Worker;
  ready: Promise<void>;
}

/**
 * Parses feeds in one worker thread (decision 073), one feed at a time. The worker is started on
 * the first feed and kept for the next; one that passes its deadline or its heap limit is ended
 * and the next feed starts a new one.
 */
export class FeedParser {
  private running: Running | undefined;
  private queue: Promise<unknown> = Promise.resolve();
  private nextId = 1;
  private closed = false;

  constructor(private readonly limits: ParseLimits = defaultParseLimits) {}

  /** The running worker's thread id; undefined when none runs (never started, ended or stopped). */
  get workerThreadId(): number | undefined {
    return this.running?.worker.threadId;
  }

  parse(text: string, options: { now: Date; caps?: ExpansionCaps }): Promise<ParsedFeed> {
    const job: FeedJob = {
      id: this.nextId++,
      text,
      nowMs: options.now.getTime(),
      ...(options.caps ? { caps: options.caps } : {}),
    };
    const result = this.queue.then(() => this.run(job));
    this.queue = result.catch(() => undefined);
    return result;
  }

  /** Ends the worker (the server is closing); later feeds are refused. */
  async close(): Promise<void> {
    this.closed = true;
    await this.stop();
  }

  private async stop(): Promise<void> {
    const running = this.running;
    this.running = undefined;
    if (running) await running.worker.terminate();
  }

  private start(): Running {
    const { url, execArgv } = workerEntry();
    const worker = new Worker(url, {
      execArgv,
      resourceLimits: { maxOldGenerationSizeMb: this.limits.heapMb, maxYoungGenerationSizeMb: 32 },
    });
    // An idle worker does not keep the process alive.
    worker.unref();
    const ready = new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => {
        reject(new FeedParseError(`the feed reader did not start within ${this.limits.startMs} ms`));
      }, this.limits.startMs);
      const done = () => {
        clearTimeout(timer);
        worker.off('message', onMessage);
        worker.off('error', onError);
        worker.off('exit', onExit);
      };
      const onMessage = (message: { ready?: boolean }) => {
        if (!message.ready) return;
        done();
        resolve();
      };
      const onError = (error: Error) => {
        done();
        reject(new FeedParseError(`the feed reader could not start (${error.message})`));
      };
      const onExit = () => {
        done();
        reject(new FeedParseError('the feed reader stopped while starting'));
      };
      worker.on('message', onMessage);
      worker.once('error', onError);
      worker.once('exit', onExit);
    });
    return { worker, ready };
  }

  private async run(job: FeedJob): Promise<ParsedFeed> {
    if (this.closed) throw new FeedParseError('the server is closing');
    this.running ??= this.start();
    const running = this.running;
    try {
      await running.ready;
    } catch (error) {
      await this.stop();
      throw error;
    }
    const { worker } = running;
    const answer = await new Promise<FeedJobAnswer | FeedParseError>((resolve) => {
      const timer = setTimeout(() => {
        finish(
          new FeedParseError(
            `reading the feed took longer than ${this.limits.deadlineMs} ms, so it was stopped`,
          ),
        );
      }, this.limits.deadlineMs);
      const onMessage = (message: FeedJobAnswer) => {
        if (message.id === job.id) finish(message);
      };
      const onError = (error: Error & { code?: string }) => {
        finish(
          new FeedParseError(
            error.code === 'ERR_WORKER_OUT_OF_MEMORY'
              ? `reading the feed needed more than ${this.limits.heapMb} MB of memory, so it was stopped`
              : 'the feed reader failed',
          ),
        );
      };
      const onExit = () => finish(new FeedParseError('the feed reader stopped'));
      function finish(result: FeedJobAnswer | FeedParseError) {
        clearTimeout(timer);
        worker.off('message', onMessage);
        worker.off('error', onError);
        worker.off('exit', onExit);
        resolve(result);
      }
      worker.on('message', onMessage);
      worker.on('error', onError);
      worker.on('exit', onExit);
      worker.postMessage(job);
    });
    if (answer instanceof FeedParseError) {
      // Past its deadline or its heap, or gone: the next feed gets a new worker.
      if (this.running === running) await this.stop();
      throw answer;
    }
    if (!answer.ok) throw new FeedParseError(answer.problem);
    return { events: answer.events, cut: answer.cut, timeZone: answer.timeZone };
  }
}
