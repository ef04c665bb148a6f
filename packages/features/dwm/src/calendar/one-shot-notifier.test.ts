import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createOneShotNotifier, notificationDelayMs } from './one-shot-notifier';

describe('createOneShotNotifier', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('waits 4,000 ms, then sends one notification and clears the guard', () => {
    const send = vi.fn();
    const notifier = createOneShotNotifier(send);
    expect(notificationDelayMs).toBe(4000);
    expect(notifier.scheduled()).toBe(true);
    expect(notifier.pending).toBe(true);
    vi.advanceTimersByTime(3999);
    expect(send).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(send).toHaveBeenCalledOnce();
    expect(notifier.pending).toBe(false);
  });

  it('ignores further scheduled events within the window', () => {
    const send = vi.fn();
    const notifier = createOneShotNotifier(send);
    notifier.scheduled();
    vi.advanceTimersByTime(1000);
    expect(notifier.scheduled()).toBe(false);
    vi.advanceTimersByTime(2999);
    expect(notifier.scheduled()).toBe(false);
    vi.advanceTimersByTime(1);
    expect(send).toHaveBeenCalledOnce();
    // The window is measured from the first event, not stretched by the ignored ones.
    vi.advanceTimersByTime(10_000);
    expect(send).toHaveBeenCalledOnce();
  });

  it('takes a new booking once the guard is cleared', () => {
    const send = vi.fn();
    const notifier = createOneShotNotifier(send);
    notifier.scheduled();
    vi.advanceTimersByTime(4000);
    expect(notifier.scheduled()).toBe(true);
    vi.advanceTimersByTime(4000);
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('clears the guard even when sending fails', async () => {
    const send = vi.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValue(undefined);
    const notifier = createOneShotNotifier(() => send().catch(() => {}));
    notifier.scheduled();
    await vi.advanceTimersByTimeAsync(4000);
    expect(notifier.pending).toBe(false);
    expect(notifier.scheduled()).toBe(true);
  });
});
