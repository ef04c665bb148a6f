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

export interface DwmTables {
  dwm_slots: DwmSlotsTable;
  dwm_bookings: DwmBookingsTable;
  dwm_settings: DwmSettingsTable;
}

declare module '../db/schema' {
  // Adds this area's tables to every `Kysely<Database>`.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface Database extends DwmTables {}
}
