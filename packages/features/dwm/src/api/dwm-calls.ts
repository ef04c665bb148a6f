import {
  type QueryFailureBehaviour,
  requestContract,
  updateCachedAnswer,
  useApiMutation,
  useApiQuery,
} from '@portfolio/api-client';
import {
  createDwmBooking,
  getDwmBookingNotification,
  getDwmBookingSetup,
  getDwmCalendarSource,
  getDwmCalendarZone,
  getDwmEvents,
  sendDwmEmail,
  sendDwmEmailReport,
  setDwmCalendarSource,
  setDwmSlots,
} from '@portfolio/contracts';

/** GET /api-calendar/: the events, feed and bookings merged (a failure opens /error, spec §8). */
export function useDwmEvents() {
  return useApiQuery(getDwmEvents);
}

/** GET /api-dwm/calendar-zone: the zone every dinner time is shown in (a failure opens /error, spec §8). */
export function useDwmCalendarZone(onFailure: QueryFailureBehaviour = 'navigate') {
  return useApiQuery(getDwmCalendarZone, undefined, { onFailure, staleTime: 5 * 60 * 1000 });
}

/**
 * GET /api-dwm/booking: the widget's setup. A failure opens /error (spec §8), except inside the
 * calendar page's frame, where the booking page shows it instead (decision 069).
 */
export function useDwmBookingSetup(onFailure: QueryFailureBehaviour = 'navigate') {
  return useApiQuery(getDwmBookingSetup, undefined, { onFailure });
}

export function useCreateBooking() {
  return useApiMutation(createDwmBooking, { kind: 'post', invalidates: [getDwmBookingSetup, getDwmEvents] });
}

/** POST /api-email/ with its body as the HTML string it is (spec §7). */
export function sendOwnerEmail(html: string) {
  return requestContract(
    sendDwmEmail,
    { body: html },
    { headers: { 'Content-Type': 'text/html; charset=utf-8' } },
  );
}

/** GET /api-dwm/bookings/:bookingId/notification: whether the server has sent the host's mail yet. */
export function fetchBookingNotification(bookingId: string) {
  return requestContract(getDwmBookingNotification, { params: { bookingId } });
}

/** POST /api/emailReport/ (owner only): the server mails the host the upcoming dinner events. */
export function sendEventsReport(name: string) {
  return requestContract(sendDwmEmailReport, { body: { name } });
}

/** GET /api/calendar/authorize/ (owner only): only asked once the session says owner. */
export function useDwmCalendarSource(enabled: boolean) {
  return useApiQuery(getDwmCalendarSource, undefined, { enabled, onFailure: 'log' });
}

/**
 * The answer holds the source as the server now reads it; the events and the calendar's zone come
 * from the new feed and are read again (decision 118).
 */
export function useSetCalendarSource() {
  return useApiMutation(setDwmCalendarSource, {
    kind: 'post',
    updateCache: (cache, { source }) =>
      updateCachedAnswer(cache, getDwmCalendarSource, undefined, () => source),
    invalidates: [getDwmEvents, getDwmCalendarZone],
  });
}

/**
 * The answer holds the open slots as the booking setup now lists them (the owner's slots are never
 * topped up by the demo), so the setup is not read again (decision 118).
 */
export function useSetSlots() {
  return useApiMutation(setDwmSlots, {
    kind: 'post',
    updateCache: (cache, { slots }) =>
      updateCachedAnswer(cache, getDwmBookingSetup, undefined, (setup) => ({ ...setup, slots })),
  });
}
