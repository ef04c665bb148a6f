import { type RefObject, useEffect, useLayoutEffect, useRef, useState } from 'react';

/** The spec's redraw delay after a window resize (part 2 §4, §9). */
export const CHART_REDRAW_DELAY_MS = 100;

/**
 * The width of the element behind the returned ref: measured when it mounts, then again
 * `delay` ms after the window stops resizing, so a chart redraws once rather than on every frame.
 */
export function useDebouncedWidth<E extends HTMLElement>(
  fallback: number,
  delay = CHART_REDRAW_DELAY_MS,
): [RefObject<E | null>, number] {
  const ref = useRef<E>(null);
  const [width, setWidth] = useState<number | undefined>(undefined);

  useLayoutEffect(() => {
    const element = ref.current;
    if (element) setWidth(element.clientWidth || undefined);
  }, []);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onResize = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        const element = ref.current;
        if (element) setWidth(element.clientWidth || undefined);
      }, delay);
    };
    window.addEventListener('resize', onResize);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('resize', onResize);
    };
  }, [delay]);

  return [ref, width ?? fallback];
}
