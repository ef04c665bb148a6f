import type { DwmEvent } from '@portfolio/contracts';
import { theme } from '@portfolio/ui';
import type { EventCardAttendee, EventCardProps } from '@portfolio/ui/dwm';

/** The description lines that open and close an event's notes (spec §5). */
export const notesStartMarker = 'Please share anything that will help';
export const notesEndMarker = 'Need to make changes to this event';

/**
 * 12-hour time with am/pm. Noon and the hours after it are pm, midnight is 12 am (the spec's
 * "hour 12 is am" is a defect, decision 068).
 */
export function formatClockTime(hours: number, minutes: number): string {
  const hour = hours % 12 === 0 ? 12 : hours % 12;
  return `${hour}:${String(minutes).padStart(2, '0')} ${hours >= 12 ? 'pm' : 'am'}`;
}

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

/** Spec §4: a status containing 'tentative' is yellow, 'accepted' lime, 'declined' red; others have none. */
export function attendeeStatusColor(status: string): string | undefined {
  const colors = theme.attendeeStatusColors;
  if (status.includes('tentative')) return colors.tentative;
  if (status.includes('accepted')) return colors.accepted;
  if (status.includes('declined')) return colors.declined;
  return undefined;
}

/** Spec §4: a summary containing 'Canceled' gives a red label, any other a blue one. */
export function eventLabelColor(summary: string): string {
  return summary.includes('Canceled') ? theme.eventLabelColors.canceled : theme.eventLabelColors.normal;
}

const statusWords: Record<string, string> = { needsAction: 'awaiting reply' };

/** An event as its card shows it, in the page's time zone (an all-day event keeps its own day). */
export function toEventCard(event: DwmEvent, timeZone?: string): EventCardProps & { id: string } {
  const start = new Date(event.start);
  const zone = event.allDay ? 'UTC' : timeZone;
  const date = new Intl.DateTimeFormat('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    timeZone: zone,
  }).format(start);
  const clock = new Intl.DateTimeFormat('en-US', {
    hour: 'numeric',
    minute: 'numeric',
    hourCycle: 'h23',
    timeZone: zone,
  })
    .formatToParts(start)
    .reduce<Record<string, number>>((parts, part) => ({ ...parts, [part.type]: Number(part.value) }), {});
  const attendees: EventCardAttendee[] = event.attendees.map((attendee) => {
    const color = attendeeStatusColor(attendee.responseStatus);
    return {
      email: attendee.email,
      status: statusWords[attendee.responseStatus] ?? attendee.responseStatus,
      ...(color ? { color } : {}),
    };
  });
  return {
    id: event.id,
    date,
    time: event.allDay ? 'All day' : formatClockTime(clock.hour ?? 0, clock.minute ?? 0),
    title: event.summary || '(no title)',
    labelColor: eventLabelColor(event.summary),
    attendees,
    notes: extractEventNotes(event.description),
    ...(event.source === 'booking' ? { origin: 'Booked on this site' } : {}),
  };
}

const dayFormat = new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric' });

/** "Fri, Nov 27, 6:00 pm": a moment in the visitor's own time. */
export function slotWhen(start: string): string {
  const date = new Date(start);
  return `${dayFormat.format(date)}, ${formatClockTime(date.getHours(), date.getMinutes())}`;
}
