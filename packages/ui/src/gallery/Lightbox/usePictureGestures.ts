import { type PointerEvent, useRef, useState } from 'react';
import {
  keepInStage,
  type PictureFrame,
  type PictureView,
  type Point,
  restingView as resting,
  zoomAbout,
} from './picture-view';

/** How far (CSS pixels) a finger travels sideways before a release counts as a swipe. */
const swipeDistance = 60;
/** Two taps within this time (ms) and distance (px) are a double tap. */
const doubleTapMs = 300;
const doubleTapSlop = 30;
const maxScale = 4;
const doubleTapScale = 2.5;

/** One finger's press (and a second finger's pinch) from its start. */
interface Gesture {
  start: Point;
  from: PictureView;
  /** Where the picture and its stage lay when the finger came down. */
  frame: PictureFrame;
  /** Two fingers: their spread and middle, and the view, when the second came down. */
  pinch?: { distance: number; middle: Point; from: PictureView };
  moved: boolean;
}

/** The picture's place at rest and its stage's size, measured from the drawn picture. */
function measure(image: HTMLElement, view: PictureView): PictureFrame {
  const box = image.getBoundingClientRect();
  const stage = image.parentElement?.getBoundingClientRect() ?? box;
  // The picture is scaled about its centre, so its drawn centre is its centre at rest moved by x, y.
  return {
    centerX: box.left + box.width / 2 - view.x,
    centerY: box.top + box.height / 2 - view.y,
    width: image.offsetWidth,
    height: image.offsetHeight,
    stageWidth: stage.width,
    stageHeight: stage.height,
  };
}

/**
 * The lightbox picture's touch gestures, from pointer events: a sideways swipe steps to the next
 * or previous picture (the picture follows the finger meanwhile), two fingers pinch the zoom
 * (1 to 4 times) about their middle, a double tap zooms to 2.5 times about the finger or back,
 * and one finger pans a zoomed picture until its edges meet the stage's (decision 111).
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
  const middle = (): Point => {
    const [a, b] = [...pointers.current.values()];
    return a && b ? { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 } : { x: 0, y: 0 };
  };

  const onPointerDown = (event: PointerEvent<HTMLElement>) => {
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    const point = { x: event.clientX, y: event.clientY };
    if (pointers.current.size === 1)
      gesture.current = { start: point, from: view, frame: measure(event.currentTarget, view), moved: false };
    else if (pointers.current.size === 2 && gesture.current)
      gesture.current = {
        ...gesture.current,
        pinch: { distance: spread(), middle: middle(), from: view },
        moved: true,
      };
  };

  const onPointerMove = (event: PointerEvent<HTMLElement>) => {
    if (!pointers.current.has(event.pointerId) || !gesture.current) return;
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    const { start, from, frame, pinch } = gesture.current;
    if (pinch && pointers.current.size >= 2) {
      const scale = Math.min(maxScale, Math.max(1, (pinch.from.scale * spread()) / (pinch.distance || 1)));
      // The picture's point first under the fingers' middle stays under it as they move.
      setView(scale === 1 ? resting : zoomAbout(pinch.from, scale, pinch.middle, middle(), frame));
      return;
    }
    const dx = event.clientX - start.x;
    const dy = event.clientY - start.y;
    if (Math.hypot(dx, dy) > 8) gesture.current.moved = true;
    // Zoomed, a finger pans within the edges; at rest, the picture follows a sideways swipe.
    setView(
      from.scale > 1
        ? keepInStage({ ...from, x: from.x + dx, y: from.y + dy }, frame)
        : { scale: 1, x: dx, y: 0 },
    );
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
        setView(view.scale > 1 ? resting : zoomAbout(view, doubleTapScale, tap, tap, current.frame));
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
