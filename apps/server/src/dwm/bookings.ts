import { randomUUID } from 'node:crypto';
import type { DwmBookingRequest, DwmEvent, DwmSlot } from '@portfolio/contracts';
import { maxDwmEvents, maxDwmSlots } from '@portfolio/contracts';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { lockWrites } from '../db/write-lock';
import { HttpError } from '../errors';
import type { DwmBookingsTable } from './tables';

/** The marker lines the events page reads notes between (spec §5), as the booking widget writes them. */
export const notesStartLine = 'Please share anything that will help prepare for our dinner:';
export const notesEndLine = 'Need to make changes to this event? Write to the host.';

/** A stored booking in the shape of a calendar event, so the events page lists both alike. */
export function bookingEvent(row: Selectable<DwmBookingsTable>): DwmEvent {
  const notes = row.notes.split(/\r?\n/).filter((line) => line.trim().length > 0);
  return {
    id: `booking-${row.id}`,
    start: new Date(row.start_at).toISOString(),
    allDay: false,
    summary: `Dinner with ${row.name}`,
    description: [
      `Booked on this site by ${row.name} <${row.email}>.`,
      notesStartLine,
      ...notes,
      notesEndLine,
    ].join('\n'),
    attendees: [{ email: row.email, responseStatus: 'accepted' }],
    source: 'booking',
  };
}

export async function storedBookingEvents(db: Kysely<Database>): Promise<DwmEvent[]> {
  const rows = await db
    .selectFrom('dwm_bookings')
    .selectAll()
    .orderBy('start_at')
    .limit(maxDwmEvents)
    .execute();
  return rows.map(bookingEvent);
}

/** The slots not yet booked whose start is still ahead, earliest first. */
export async function openSlots(db: Kysely<Database>, now: Date): Promise<DwmSlot[]> {
  const rows = await db
    .selectFrom('dwm_slots')
    .select(['id', 'start_at', 'minutes'])
    .where('booked_at', 'is', null)
    .execute();
  return rows
    .filter((row) => Date.parse(row.start_at) > now.getTime())
    .sort((a, b) => Date.parse(a.start_at) - Date.parse(b.start_at))
    .slice(0, maxDwmSlots)
    .map((row) => ({ id: row.id, start: row.start_at, minutes: row.minutes }));
}

/**
 * Write lock (decision 077) of the open slots: a replacement deletes every open slot, and one sent
 * meanwhile would not see the other's new slots to delete them, leaving both sets open.
 */
export const openSlotsLock = 'dwm-open-slots';

/** Replaces the open slots; slots already booked stay with their bookings. */
export async function replaceOpenSlots(
  trx: Transaction<Database>,
  slots: readonly { start: string; minutes: number }[],
): Promise<void> {
  await lockWrites(trx, openSlotsLock);
  await trx.deleteFrom('dwm_slots').where('booked_at', 'is', null).execute();
  if (slots.length > 0) {
    await trx
      .insertInto('dwm_slots')
      .values(
        slots.map((slot) => ({
          id: randomUUID(),
          start_at: new Date(slot.start).toISOString(),
          minutes: slot.minutes,
          booked_at: null,
        })),
      )
      .execute();
  }
}

/**
 * Books an open slot: the slot is taken and the booking stored in one transaction, so two
 * visitors racing for one slot get one booking and one 409. `alsoInTransaction` runs in the same
 * transaction once the booking is stored (the host's notification is queued there, decision 088),
 * so either all of it is kept or none.
 */
export async function bookSlot<Also>(
  db: Kysely<Database>,
  request: DwmBookingRequest,
  now: Date,
  alsoInTransaction: (trx: Transaction<Database>, booking: Selectable<DwmBookingsTable>) => Promise<Also>,
): Promise<{ event: DwmEvent; booking: Selectable<DwmBookingsTable>; also: Also }> {
  return db.transaction().execute(async (trx) => {
    const slot = await trx
      .selectFrom('dwm_slots')
      .selectAll()
      .where('id', '=', request.slotId)
      .executeTakeFirst();
    if (!slot) throw new HttpError(404, 'slotId: no open dinner slot has that id', 'slotId');
    if (Date.parse(slot.start_at) <= now.getTime()) {
      throw new HttpError(409, 'slotId: that dinner slot has already started', 'slotId');
    }
    const taken = await trx
      .updateTable('dwm_slots')
      .set({ booked_at: now.toISOString() })
      .where('id', '=', slot.id)
      .where('booked_at', 'is', null)
      .executeTakeFirst();
    if (Number(taken.numUpdatedRows) !== 1)
      throw new HttpError(409, 'slotId: that dinner slot was just booked by someone else', 'slotId');
    const booking = {
      id: randomUUID(),
      slot_id: slot.id,
      start_at: slot.start_at,
      minutes: slot.minutes,
      name: request.name,
      email: request.email,
      notes: request.notes,
      created_at: now.toISOString(),
    };
    await trx.insertInto('dwm_bookings').values(booking).execute();
    const also = await alsoInTransaction(trx, booking);
    return { event: bookingEvent(booking), booking, also };
  });
}
