import { dwmScheduledEventName } from '@portfolio/contracts';

/** What a scheduled-event message carries: the third-party widget sends the two addresses. */
export interface ScheduledEventPayload {
  event: { uri: string };
  invitee: { uri: string };
  /** Sent by the site's own booking page only: the dinner as people read it. */
  dinner?: SiteDinner;
}

/**
 * The site's own booking, as its page tells the page around it: the dinner, the stored booking's id
 * and what the server had done with the host's notification when it answered (decision 088).
 */
export interface SiteDinner {
  summary: string;
  start: string;
  bookingId?: string;
  notification?: 'queued' | 'sent';
}

export interface ScheduledEventMessage {
  event: typeof dwmScheduledEventName;
  payload: ScheduledEventPayload;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** The frame's page and where its messages may come from: its origin, and its own window. */
export interface FramedPage {
  origin: string;
  frame: Window | null | undefined;
}

/**
 * The data of a message the framed page sent under `eventName`, or null: only messages from the
 * booking page's origin and from its own frame count, since any other window could post the same.
 */
export function framedPageMessage(
  message: Pick<MessageEvent, 'origin' | 'source' | 'data'>,
  expected: FramedPage,
  eventName: string,
): Record<string, unknown> | null {
  if (message.origin !== expected.origin) return null;
  if (!expected.frame || message.source !== expected.frame) return null;
  const data: unknown = message.data;
  if (!isRecord(data) || data.event !== eventName || !isRecord(data.payload)) return null;
  return data.payload;
}
const hasUri = (value: unknown): value is { uri: string } => isRecord(value) && typeof value.uri === 'string';

/**
 * The payload of a scheduled-event message, or null. Only messages from the booking page's
 * origin and from its own frame count: any other window could post the same shape.
 */
export function scheduledEventFrom(
  message: Pick<MessageEvent, 'origin' | 'source' | 'data'>,
  expected: FramedPage,
): ScheduledEventPayload | null {
  const data = framedPageMessage(message, expected, dwmScheduledEventName);
  if (!data) return null;
  const { event, invitee, dinner } = data;
  if (!hasUri(event) || !hasUri(invitee)) return null;
  const payload: ScheduledEventPayload = { event: { uri: event.uri }, invitee: { uri: invitee.uri } };
  if (isRecord(dinner) && typeof dinner.summary === 'string' && typeof dinner.start === 'string') {
    payload.dinner = { summary: dinner.summary, start: dinner.start };
    if (typeof dinner.bookingId === 'string') payload.dinner.bookingId = dinner.bookingId;
    if (dinner.notification === 'queued' || dinner.notification === 'sent') {
      payload.dinner.notification = dinner.notification;
    }
  }
  return payload;
}

/**
 * Where the widget frame points: the third-party page in its inline-embed form (it then posts
 * its messages to this page's host), or the site's own booking page.
 */
export function bookingFrameAddress(
  bookingUrl: string | null,
  page: { origin: string; host: string },
  ownBookingPath: string,
): { src: string; origin: string } {
  if (!bookingUrl) return { src: `${page.origin}${ownBookingPath}`, origin: page.origin };
  const url = new URL(bookingUrl);
  url.searchParams.set('embed_domain', page.host);
  url.searchParams.set('embed_type', 'Inline');
  return { src: url.toString(), origin: url.origin };
}
