import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { returnMemoryWhenQuiet } from './memory-when-quiet';

describe('returning memory when the server goes quiet', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const traffic = () => ({ requestsSeen: 0, inFlight: 0 });

  it('collects once after a quiet spell that follows requests, and not again until more come', () => {
    const seen = traffic();
    const collect = vi.fn();
    const watch = returnMemoryWhenQuiet(seen, { quietMs: 1000, collect });
    // Just started: nothing to give back.
    vi.advanceTimersByTime(5000);
    expect(collect).not.toHaveBeenCalled();

    seen.requestsSeen = 40;
    vi.advanceTimersByTime(1000);
    // Requests came during that second: not quiet yet.
    expect(collect).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1000);
    expect(collect).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(10_000);
    expect(collect).toHaveBeenCalledTimes(1);

    seen.requestsSeen = 41;
    vi.advanceTimersByTime(2000);
    expect(collect).toHaveBeenCalledTimes(2);
    expect(watch.collections).toBe(2);
    watch.stop();
  });

  it('never collects while requests keep coming or one is still being answered', () => {
    const seen = traffic();
    const collect = vi.fn();
    const watch = returnMemoryWhenQuiet(seen, { quietMs: 1000, collect });
    for (let second = 0; second < 20; second += 1) {
      seen.requestsSeen += 3;
      vi.advanceTimersByTime(1000);
    }
    // A slow answer (a large export) in flight, no new request for seconds.
    seen.inFlight = 1;
    vi.advanceTimersByTime(5000);
    expect(collect).not.toHaveBeenCalled();
    seen.inFlight = 0;
    vi.advanceTimersByTime(2000);
    expect(collect).toHaveBeenCalledTimes(1);
    watch.stop();
  });

  it('does nothing where the collector is not exposed', () => {
    const seen = traffic();
    const watch = returnMemoryWhenQuiet(seen, { quietMs: 1000, collect: undefined });
    seen.requestsSeen = 5;
    vi.advanceTimersByTime(5000);
    expect(watch.collections).toBe(0);
    watch.stop();
  });
});
