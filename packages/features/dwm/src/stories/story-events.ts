import type { DwmEvent } from '@portfolio/contracts';

/** A calendar event for the unit tests: a feed dinner named after its id, with what a test changes. */
export function dinnerEvent(id: string, start: string, more: Partial<DwmEvent> = {}): DwmEvent {
  return {
    id,
    start,
    allDay: false,
    summary: `Dinner ${id}`,
    description: '',
    attendees: [],
    source: 'feed',
    ...more,
  };
}
