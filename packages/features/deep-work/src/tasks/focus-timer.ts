import { z } from 'zod';
import { blockSeconds } from './tally';

// The focus timer (decision 043) is a record of moments, not a ticking count: it survives a
// reload because the elapsed time is always worked out from when it began and how long it was
// paused. It lives in localStorage until the block is recorded.

export const focusTimerKey = 'deep_work_focus_timer';

const timerSchema = z.object({
  taskId: z.string(),
  taskTitle: z.string(),
  /** The local day the block counts for. */
  day: z.string(),
  /** Epoch milliseconds. */
  startedAt: z.number(),
  /** Milliseconds spent paused before the current run. */
  pausedMs: z.number().min(0),
  /** Set while paused: when the pause began. */
  pausedAt: z.number().optional(),
});
export type FocusTimer = z.infer<typeof timerSchema>;

export function startTimer(task: { id: string; title: string }, day: string, now: number): FocusTimer {
  return { taskId: task.id, taskTitle: task.title, day, startedAt: now, pausedMs: 0 };
}

/** Milliseconds of focus so far, never more than one block. */
export function elapsedMs(timer: FocusTimer, now: number): number {
  const end = timer.pausedAt ?? now;
  return Math.min(Math.max(0, end - timer.startedAt - timer.pausedMs), blockSeconds * 1000);
}

export function pauseTimer(timer: FocusTimer, now: number): FocusTimer {
  return timer.pausedAt === undefined ? { ...timer, pausedAt: now } : timer;
}

export function resumeTimer(timer: FocusTimer, now: number): FocusTimer {
  if (timer.pausedAt === undefined) return timer;
  const { pausedAt, ...running } = timer;
  return { ...running, pausedMs: timer.pausedMs + (now - pausedAt) };
}

/** Whether the block has run its full 30 minutes. */
export function isBlockComplete(timer: FocusTimer, now: number): boolean {
  return elapsedMs(timer, now) >= blockSeconds * 1000;
}

/** The block to record: whole seconds of focus, at least one. */
export function blockOf(timer: FocusTimer, now: number) {
  return {
    taskId: timer.taskId,
    day: timer.day,
    startedAt: new Date(timer.startedAt).toISOString(),
    seconds: Math.max(1, Math.round(elapsedMs(timer, now) / 1000)),
  };
}

export function readTimer(storage: Pick<Storage, 'getItem'>): FocusTimer | undefined {
  try {
    const parsed = timerSchema.safeParse(JSON.parse(storage.getItem(focusTimerKey) ?? 'null'));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

export function writeTimer(
  storage: Pick<Storage, 'setItem' | 'removeItem'>,
  timer: FocusTimer | undefined,
): void {
  try {
    if (timer) storage.setItem(focusTimerKey, JSON.stringify(timer));
    else storage.removeItem(focusTimerKey);
  } catch {
    // Storage blocked: the timer still runs until the page closes.
  }
}
