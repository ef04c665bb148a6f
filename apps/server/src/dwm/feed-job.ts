import type { DwmEvent } from '@portfolio/contracts';
import type { ExpansionCaps } from './ics-feed';

/** What the server asks of the feed worker: one feed's text, read as of `nowMs`. */
export interface FeedJob {
  id: number;
  text: string;
  nowMs: number;
  caps?: ExpansionCaps;
}

/** The worker's answer: the events, what the caps cut, and the calendar's zone; or the problem. */
export type FeedJobAnswer =
  | { id: number; ok: true; events: DwmEvent[]; cut: string[]; timeZone: string }
  | { id: number; ok: false; problem: string };
