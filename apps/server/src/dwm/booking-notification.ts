import type { Selectable } from 'kysely';
import { neutraliseAddresses, visitorText } from './mail-html';
import type { DwmBookingsTable } from './tables';
import { whenIn } from './when';

/**
 * The host's mail about a new booking (decision 088), built by the server from the stored
 * booking. What the guest typed is escaped and its addresses neutralised: it reaches the owner as
 * text, never as a link.
 */
export function bookingNotification(
  booking: Selectable<DwmBookingsTable>,
  timeZone: string,
): { subject: string; html: string } {
  const notes = booking.notes.split(/\r?\n/).filter((line) => line.trim().length > 0);
  const when = whenIn(new Date(booking.start_at), timeZone);
  return {
    subject: `New dinner booking: Dinner with ${neutraliseAddresses(booking.name)}`,
    html: [
      '<h2>A new dinner event was scheduled</h2>',
      `<p><b>Dinner with ${visitorText(booking.name)}</b>, ${when} (${booking.minutes} minutes)</p>`,
      `<p>Guest: ${visitorText(booking.name)}, ${visitorText(booking.email)}</p>`,
      notes.length > 0
        ? `<p>Notes from the guest:<br>${notes.map((line) => visitorText(line)).join('<br>')}</p>`
        : '<p>No notes from the guest.</p>',
      `<p>Booked on the site at ${whenIn(new Date(booking.created_at), timeZone)}.</p>`,
    ].join(''),
  };
}
