import type { TurnDirection } from '../page-turn/page-turn';

/** Pedal messages of one direction closer together than this turn once (contact bounce). */
export const REPEAT_WINDOW_MS = 300;

/**
 * Decides whether a turn request goes through. A request less than `windowMs` after the previous
 * request of the same direction (let through or not) is dropped, so a chattering pedal turns once.
 */
export function createRepeatFilter(windowMs = REPEAT_WINDOW_MS) {
  const last: Partial<Record<TurnDirection, number>> = {};
  return (direction: TurnDirection, now: number): boolean => {
    const previous = last[direction];
    last[direction] = now;
    return previous === undefined || now - previous >= windowMs;
  };
}
