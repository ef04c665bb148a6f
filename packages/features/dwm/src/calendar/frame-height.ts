import { useEffect, useState } from 'react';
import { type FramedPage, framedPageMessage } from './booking-messages';

/**
 * The message a booking page posts to the page that frames it when its height changes: the
 * third-party widget's name and shape for it (`{ event: 'calendly.page_height', payload: { height:
 * '912px' } }`), which the site's own booking page posts too (decision 069, 091).
 */
export const pageHeightEventName = 'calendly.page_height';

/** The room the frame keeps before the page inside has said how tall it is. */
export const initialFrameHeight = 760;
/** Bounds of a height taken from a message: a page cannot shrink the frame away or make it huge. */
export const minFrameHeight = 320;
export const maxFrameHeight = 4000;

export interface PageHeightMessage {
  event: typeof pageHeightEventName;
  payload: { height: string };
}

export function pageHeightMessage(height: number): PageHeightMessage {
  return { event: pageHeightEventName, payload: { height: `${Math.ceil(height)}px` } };
}

/**
 * The height a page-height message asks for, within the bounds, or null. As for the booking
 * message, only the framed page's origin and its own frame's window count.
 */
export function frameHeightFrom(
  message: Pick<MessageEvent, 'origin' | 'source' | 'data'>,
  expected: FramedPage,
): number | null {
  const payload = framedPageMessage(message, expected, pageHeightEventName);
  if (!payload) return null;
  const height = Number.parseFloat(String(payload.height));
  if (!Number.isFinite(height)) return null;
  return Math.min(maxFrameHeight, Math.max(minFrameHeight, Math.ceil(height)));
}

/**
 * The frame's height: its initial room until the page inside says how tall it is, then that, so the
 * booking form shows whole (its Book button included) and the page scrolls instead of the frame.
 */
export function useFrameHeight(
  origin: string | undefined,
  frame: { readonly current: HTMLIFrameElement | null },
): number {
  const [height, setHeight] = useState(initialFrameHeight);
  useEffect(() => {
    if (!origin) return;
    const onMessage = (message: MessageEvent) => {
      const asked = frameHeightFrom(message, { origin, frame: frame.current?.contentWindow });
      if (asked !== null) setHeight(asked);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [origin, frame]);
  return height;
}
