import { describe, expect, it } from 'vitest';
import {
  blockOf,
  elapsedMs,
  focusTimerKey,
  isBlockComplete,
  pauseTimer,
  readTimer,
  resumeTimer,
  startTimer,
  writeTimer,
} from './focus-timer';

const t0 = Date.UTC(2026, 2, 10, 8, 0, 0);
const minute = 60_000;
const task = { id: 'task-1', title: 'Write the report' };

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
    items,
  };
}

describe('the focus timer', () => {
  it('counts the time since it started', () => {
    const timer = startTimer(task, '2026-03-10', t0);
    expect(elapsedMs(timer, t0 + 12 * minute)).toBe(12 * minute);
    expect(isBlockComplete(timer, t0 + 29 * minute)).toBe(false);
  });

  it('stops counting while paused and goes on after a resume', () => {
    let timer = startTimer(task, '2026-03-10', t0);
    timer = pauseTimer(timer, t0 + 10 * minute);
    expect(elapsedMs(timer, t0 + 50 * minute)).toBe(10 * minute);
    timer = resumeTimer(timer, t0 + 50 * minute);
    expect(elapsedMs(timer, t0 + 55 * minute)).toBe(15 * minute);
    // Pausing twice keeps the first pause.
    expect(pauseTimer(pauseTimer(timer, t0 + 56 * minute), t0 + 58 * minute).pausedAt).toBe(t0 + 56 * minute);
  });

  it('ends after one 30-minute block, however long the page was away', () => {
    const timer = startTimer(task, '2026-03-10', t0);
    expect(isBlockComplete(timer, t0 + 30 * minute)).toBe(true);
    expect(blockOf(timer, t0 + 3 * 60 * minute).seconds).toBe(1800);
  });

  it('records the block with its task, day, start and whole seconds (at least one)', () => {
    const timer = startTimer(task, '2026-03-10', t0);
    expect(blockOf(timer, t0 + 25 * minute + 400)).toEqual({
      taskId: 'task-1',
      day: '2026-03-10',
      startedAt: '2026-03-10T08:00:00.000Z',
      seconds: 1500,
    });
    expect(blockOf(timer, t0 + 100).seconds).toBe(1);
  });

  it('survives a reload through storage, paused or running, and forgets a finished one', () => {
    const storage = memoryStorage();
    const timer = pauseTimer(startTimer(task, '2026-03-10', t0), t0 + 5 * minute);
    writeTimer(storage, timer);
    expect(readTimer(storage)).toEqual(timer);
    writeTimer(storage, undefined);
    expect(readTimer(storage)).toBeUndefined();
    storage.setItem(focusTimerKey, '{"taskId":1}');
    expect(readTimer(storage)).toBeUndefined();
  });
});
