import type { IsoTimestamp } from '../db/schema';

/** Open dinner slots the owner offers; `booked_at` is set once a visitor takes the slot. */
export interface DwmSlotsTable {
  id: string;
  /** ISO date-time of the dinner's start. */
  start_at: string;
  minutes: number;
  booked_at: IsoTimestamp | null;
}

/** Bookings made on the built-in booking page: listed as events beside the calendar feed's. */
export interface DwmBookingsTable {
  id: string;
  slot_id: string;
  start_at: string;
  minutes: number;
  name: string;
  email: string;
  notes: string;
  created_at: IsoTimestamp;
}

/** Small settings by name: `ics_url` is the calendar address the owner set. */
export interface DwmSettingsTable {
  name: string;
  value: string;
}

/**
 * Mail to the owner, queued (decision 088): unsent while `sent_at` is null. `message` is the whole
 * rendered message until it is sent, then emptied; `bytes` its size, for the outbox's cap.
 */
export interface DwmMailTable {
  id: string;
  /** Set for a booking's notification: at most one each. */
  booking_id: string | null;
  kind: 'booking' | 'visitor' | 'owner';
  subject: string;
  message: string;
  bytes: number;
  created_at: IsoTimestamp;
  /** When a sender may next try it (a claim pushes it on, so two servers do not both send). */
  next_attempt_at: IsoTimestamp;
  attempts: number;
  sent_at: IsoTimestamp | null;
  delivery: 'smtp' | 'outbox' | null;
  /** Why the last attempt failed. */
  problem: string | null;
}

export interface DwmTables {
  dwm_slots: DwmSlotsTable;
  dwm_bookings: DwmBookingsTable;
  dwm_settings: DwmSettingsTable;
  dwm_mail: DwmMailTable;
}

declare module '../db/schema' {
  // Adds this area's tables to every `Kysely<Database>`.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface Database extends DwmTables {}
}
