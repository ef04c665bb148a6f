import { startTransition, useEffect, useState } from 'react';

export interface DrawnCountOptions {
  /** Drawn with the list itself: a phone's first screen and more. */
  first?: number;
  /** Drawn per step after that: small enough that a step is never a long task on a slow phone. */
  step?: number;
}

/**
 * How many items of `items` to draw now. A long list (200 reference cards) drawn in one go blocks a
 * slow phone for over a second; this draws the first screenful with the list, then the rest a few
 * at a time, each step a low-priority update in its own task, so taps and scrolling stay
 * answered. Every item is in the page within a moment, so the browser's find-in-page still sees
 * them all. A new list (a new array: keep it stable between renders) starts again from its first
 * screenful.
 */
export function useDrawnCount(
  items: readonly unknown[],
  { first = 12, step = 6 }: DrawnCountOptions = {},
): number {
  const [drawn, setDrawn] = useState({ items, count: Math.min(items.length, first) });
  // A new list: reset during render, so the first screenful comes with the list, not a step later.
  let current = drawn;
  if (drawn.items !== items) {
    current = { items, count: Math.min(items.length, first) };
    setDrawn(current);
  }
  const { count } = current;

  useEffect(() => {
    if (count >= items.length) return undefined;
    const timer = setTimeout(() =>
      startTransition(() =>
        setDrawn((state) =>
          state.items === items ? { items, count: Math.min(items.length, state.count + step) } : state,
        ),
      ),
    );
    return () => clearTimeout(timer);
  }, [count, items, step]);

  return count;
}
