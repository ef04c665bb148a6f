import { describe, expect, it } from 'vitest';
import { ImageWorkClosed, ImageWorkQueue } from './image-work-queue';

/** A job that ends when the test says so, noting when it started. */
function heldJob(started: string[], name: string) {
  let finish: (value: string) => void = () => {};
  const job = () => {
    started.push(name);
    return new Promise<string>((resolve) => (finish = resolve));
  };
  return { job, finish: () => finish(name) };
}

describe('the gallery’s picture queue', () => {
  it('runs jobs one at a time in the order they came, and refuses a job when every place is taken', async () => {
    const queue = new ImageWorkQueue({ running: 1, waiting: 2 });
    const started: string[] = [];
    const [a, b, c] = ['a', 'b', 'c'].map((name) => heldJob(started, name));
    const results = [a, b, c].map((held) => held && queue.tryRun(held.job));
    expect(queue.tryRun(async () => 'd')).toBeUndefined();
    expect(started).toEqual(['a']);
    expect(queue.counts).toEqual({ running: 1, waiting: 2 });

    a?.finish();
    expect(await results[0]).toBe('a');
    await expect.poll(() => started).toEqual(['a', 'b']);
    b?.finish();
    await expect.poll(() => started).toEqual(['a', 'b', 'c']);
    c?.finish();
    expect(await Promise.all(results)).toEqual(['a', 'b', 'c']);
    expect(queue.counts).toEqual({ running: 0, waiting: 0 });
  });

  it('drops the waiting jobs when it closes, lets the running one finish and takes no more', async () => {
    const queue = new ImageWorkQueue({ running: 1, waiting: 4 });
    const started: string[] = [];
    const running = heldJob(started, 'running');
    const first = queue.tryRun(running.job);
    const waiting = queue.tryRun(async () => 'never');
    queue.close();
    await expect(waiting).rejects.toBeInstanceOf(ImageWorkClosed);
    running.finish();
    expect(await first).toBe('running');
    await expect(queue.run(async () => 'late')).rejects.toBeInstanceOf(ImageWorkClosed);
    expect(started).toEqual(['running']);
  });

  it('refuses limits that are not whole numbers, or no job running at all', () => {
    expect(() => new ImageWorkQueue({ running: 0, waiting: 4 })).toThrow(RangeError);
    expect(() => new ImageWorkQueue({ running: 1.5, waiting: 4 })).toThrow(RangeError);
    expect(() => new ImageWorkQueue({ running: 1, waiting: -1 })).toThrow(RangeError);
  });
});
