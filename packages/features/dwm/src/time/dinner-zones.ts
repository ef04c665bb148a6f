import { describeZone, runtimeTimeZone, sameWallClock } from '@portfolio/contracts';
import type { QueryFailureBehaviour } from '@portfolio/api-client';
import { useMemo } from 'react';
import { useDwmCalendarZone } from '../api/dwm-calls';

/** The two clocks a dinner page shows: the calendar's, and the visitor's own beside it when it differs. */
export interface DinnerZones {
  calendar: string;
  viewer: string;
}

/**
 * The line that names the zone of a page's times (decision 091): "Times are Denver time (Mountain
 * Time)." and, when the visitor's clock reads otherwise, where their own time is.
 */
export function zoneNoteText(zones: DinnerZones, at: Date, ownTimeWhere?: string): string {
  const named = `Times are ${describeZone(zones.calendar, at)}, the calendar's time zone.`;
  return !ownTimeWhere || sameWallClock(at, zones.calendar, zones.viewer)
    ? named
    : `${named} ${ownTimeWhere}`;
}

/**
 * The calendar's zone from the server, and the visitor's own: the browser's, unless a story fixes
 * it. Undefined until the calendar's zone has arrived; a failed read opens /error (spec §8) unless
 * `onFailure` says to only log it.
 */
export function useDinnerZones(
  viewerTimeZone?: string,
  onFailure: QueryFailureBehaviour = 'navigate',
): DinnerZones | undefined {
  const calendar = useDwmCalendarZone(onFailure).data?.timeZone;
  const viewer = viewerTimeZone ?? runtimeTimeZone();
  return useMemo(() => (calendar ? { calendar, viewer } : undefined), [calendar, viewer]);
}
