/** Spec §9: the notification email goes out this long after a booking is reported. */
export const notificationDelayMs = 4000;

export interface Timers {
  setTimeout: (run: () => void, ms: number) => unknown;
}

export interface OneShotNotifier {
  /**
   * A scheduled event was reported: sets the guard and sends one notification `delayMs` later.
   * Returns false (and does nothing) while the guard is set.
   */
  scheduled: () => boolean;
  /** True between a report and its notification. */
  readonly pending: boolean;
}

/**
 * The one-shot guard of spec §4: the first scheduled event sets it; about four seconds later one
 * notification is sent and the guard is cleared; scheduled events in that window are ignored.
 */
export function createOneShotNotifier(
  send: () => void | Promise<void>,
  {
    delayMs = notificationDelayMs,
    timers = globalThis as Timers,
  }: { delayMs?: number; timers?: Timers } = {},
): OneShotNotifier {
  let pending = false;
  return {
    scheduled() {
      if (pending) return false;
      pending = true;
      timers.setTimeout(() => {
        pending = false;
        void send();
      }, delayMs);
      return true;
    },
    get pending() {
      return pending;
    },
  };
}
