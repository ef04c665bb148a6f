import { dinnerTime, type DwmEvent, viewerTime } from '@portfolio/contracts';
import type { AttendeeTone, EventCardAttendee, EventCardProps } from '@portfolio/ui/dwm';
import type { DinnerZones } from '../time/dinner-zones';

/** The description lines that open and close an event's notes (spec §5). */
export const notesStartMarker = 'Please share anything that will help';
export const notesEndMarker = 'Need to make changes to this event';

const htmlEntities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/** Calendar services may write descriptions as HTML: line breaks become lines, tags are dropped. */
function descriptionLines(description: string): string[] {
  return description
    .replace(/<br\s*\/?>|<\/p>|<\/div>|<\/li>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_match, name: string) => htmlEntities[name] ?? '')
    .split(/\r?\n/);
}

/**
 * The notes of an event: the lines after the first line holding the start marker, up to the
 * next line holding the end marker (or the end of the description when none follows). Blank
 * lines are left out; no start marker means no notes (decision 068).
 */
export function extractEventNotes(description: string): string[] {
  const lines = descriptionLines(description);
  const start = lines.findIndex((line) => line.includes(notesStartMarker));
  if (start < 0) return [];
  const rest = lines.slice(start + 1);
  const end = rest.findIndex((line) => line.includes(notesEndMarker));
  return (end < 0 ? rest : rest.slice(0, end)).map((line) => line.trim()).filter((line) => line.length > 0);
}

/** Spec §4: a status containing 'tentative' is yellow, 'accepted' green, 'declined' red; others have none. */
export function attendeeStatusTone(status: string): AttendeeTone | undefined {
  if (status.includes('tentative')) return 'tentative';
  if (status.includes('accepted')) return 'accepted';
  if (status.includes('declined')) return 'declined';
  return undefined;
}

/**
 * Spec §4: a summary containing 'Canceled' gives a red label, any other a blue one; an event the
 * calendar itself marks cancelled is red too, whatever its summary says.
 */
export function eventLabelTone(event: Pick<DwmEvent, 'summary' | 'canceled'>): EventCardProps['labelTone'] {
  return event.canceled || event.summary.includes('Canceled') ? 'canceled' : 'normal';
}

const statusWords: Record<string, string> = { needsAction: 'awaiting reply' };

/**
 * An event as its card shows it: its day and time in the calendar's zone, named, and the
 * visitor's own time when their clock differs. An all-day event keeps its own day.
 */
export function toEventCard(event: DwmEvent, zones: DinnerZones): EventCardProps & { id: string } {
  const attendees: EventCardAttendee[] = event.attendees.map((attendee) => {
    const tone = attendeeStatusTone(attendee.responseStatus);
    return {
      email: attendee.email,
      status: statusWords[attendee.responseStatus] ?? attendee.responseStatus,
      ...(tone ? { tone } : {}),
    };
  });
  const when = dinnerTime(event.start, event.allDay ? 'UTC' : zones.calendar);
  const theirs = event.allDay ? undefined : viewerTime(event.start, zones.calendar, zones.viewer);
  return {
    id: event.id,
    date: when.day,
    time: event.allDay ? 'All day' : `${when.clock} ${when.zone}`,
    ...(theirs ? { viewerTime: theirs } : {}),
    title: event.summary || '(no title)',
    labelTone: eventLabelTone(event),
    attendees,
    notes: extractEventNotes(event.description),
    ...(event.source === 'booking' ? { origin: 'Booked on this site' } : {}),
  };
}
