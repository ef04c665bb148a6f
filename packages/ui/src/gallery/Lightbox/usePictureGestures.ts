import { type PointerEvent, useRef, useState } from 'react';

/** How far (CSS pixels) a finger travels sideways before a release counts as a swipe. */
const swipeDistance = 60;
/** Two taps within this time (ms) and distance (px) are a double tap. */
const doubleTapMs = 300;
const doubleTapSlop = 30;
const maxScale = 4;
const doubleTapScale = 2.5;

export interface PictureView {
  scale: number;
  x: number;
  y: number;
}

/** One finger's press (and a second finger's pinch) from its start. */
interface Gesture {
  start: { x: number; y: number };
  from: PictureView;
  pinch?: { distance: number; scale: number };
  moved: boolean;
}

const resting: PictureView = { scale: 1, x: 0, y: 0 };

/**
 * The lightbox picture's touch gestures, from pointer events: a sideways swipe steps to the next
 * or previous picture (the picture follows the finger meanwhile), two fingers pinch the zoom
 * (1 to 4 times), a double tap zooms to 2.5 times or back, and one finger pans a zoomed picture.
 * `resetKey` (the picture's address) puts the view back at rest when the picture changes.
 */
export function usePictureGestures(resetKey: string, onPrevious?: () => void, onNext?: () => void) {
  const [view, setView] = useState<PictureView>(resting);
  const [shownKey, setShownKey] = useState(resetKey);
  if (shownKey !== resetKey) {
    setShownKey(resetKey);
    setView(resting);
  }
  const pointers = useRef(new Map<number, { x: number; y: number }>());
  const gesture = useRef<Gesture | undefined>(undefined);
  const lastTap = useRef<{ at: number; x: number; y: number } | undefined>(undefined);

  const spread = () => {
    const [a, b] = [...pointers.current.values()];
    return a && b ? Math.hypot(a.x - b.x, a.y - b.y) : 0;
  };

  const onPointerDown = (event: PointerEvent<HTMLElement>) => {
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    const point = { x: event.clientX, y: event.clientY };
    if (pointers.current.size === 1) gesture.current = { start: point, from: view, moved: false };
    else if (pointers.current.size === 2 && gesture.current)
      gesture.current = { ...gesture.current, pinch: { distance: spread(), scale: view.scale }, moved: true };
  };

  const onPointerMove = (event: PointerEvent<HTMLElement>) => {
    if (!pointers.current.has(event.pointerId) || !gesture.current) return;
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    const { start, from, pinch } = gesture.current;
    if (pinch && pointers.current.size >= 2) {
      const scale = Math.min(maxScale, Math.max(1, (pinch.scale * spread()) / (pinch.distance || 1)));
      setView((current) => (scale === 1 ? resting : { ...current, scale }));
      return;
    }
    const dx = event.clientX - start.x;
    const dy = event.clientY - start.y;
    if (Math.hypot(dx, dy) > 8) gesture.current.moved = true;
    // Zoomed, a finger pans; at rest, the picture follows a sideways swipe.
    setView(from.scale > 1 ? { ...from, x: from.x + dx, y: from.y + dy } : { scale: 1, x: dx, y: 0 });
  };

  const onPointerUp = (event: PointerEvent<HTMLElement>) => {
    if (!pointers.current.delete(event.pointerId)) return;
    const current = gesture.current;
    if (pointers.current.size > 0 || !current) return;
    gesture.current = undefined;
    const dx = event.clientX - current.start.x;
    const dy = event.clientY - current.start.y;
    if (!current.moved) {
      const tap = { at: event.timeStamp, x: event.clientX, y: event.clientY };
      const previous = lastTap.current;
      if (
        previous &&
        tap.at - previous.at < doubleTapMs &&
        Math.hypot(tap.x - previous.x, tap.y - previous.y) < doubleTapSlop
      ) {
        lastTap.current = undefined;
        setView(view.scale > 1 ? resting : { scale: doubleTapScale, x: 0, y: 0 });
      } else lastTap.current = tap;
      return;
    }
    if (current.from.scale === 1 && !current.pinch) {
      setView(resting);
      if (Math.abs(dx) > swipeDistance && Math.abs(dx) > Math.abs(dy)) {
        if (dx < 0) onNext?.();
        else onPrevious?.();
      }
    }
  };

  const onPointerCancel = (event: PointerEvent<HTMLElement>) => {
    pointers.current.delete(event.pointerId);
    if (pointers.current.size === 0) {
      gesture.current = undefined;
      setView((current) => (current.scale > 1 ? current : resting));
    }
  };

  return {
    view,
    handlers: { onPointerDown, onPointerMove, onPointerUp, onPointerCancel },
    style: {
      transform: `translate(${view.x}px, ${view.y}px) scale(${view.scale})`,
      touchAction: 'none',
    } as const,
  };
}
