import { DataProvider } from '@portfolio/api-client';
import { siteAddresses } from '@portfolio/api-client/site';
import { dwmScheduledEventName, type DwmSlot, formatDinnerStart, viewerTime } from '@portfolio/contracts';
import { durationText, useDocumentTitle } from '@portfolio/ui';
import { BookingForm, type BookingFormValues } from '@portfolio/ui/dwm';
import { useState } from 'react';
import { useCreateBooking, useDwmBookingSetup, useDwmCalendarZone } from '../api/dwm-calls';
import type { ScheduledEventMessage } from '../calendar/booking-messages';
import { type DinnerZones, useDinnerZones, zoneNoteText } from '../time/dinner-zones';
import { useIsFramed } from './use-is-framed';
import { useReportHeight } from './use-report-height';

export interface BookingRouteProps {
  /**
   * Whether the page is inside the calendar page's frame: found out from the window when left out
   * (stories, which always run in a frame, say which case they show).
   */
  framed?: boolean;
  /** The visitor's own time zone (the browser's when left out; stories fix it). */
  viewerTimeZone?: string;
}

/** dwm/x540t/booking: the site's own booking page, framed by the calendar page (decision 069). */
export function BookingRoute({ framed, viewerTimeZone }: BookingRouteProps) {
  return (
    <DataProvider>
      <BookingContainer framed={framed} viewerTimeZone={viewerTimeZone} />
    </DataProvider>
  );
}

/** A slot on the calendar's clock, named, and on the visitor's when it differs (decision 091). */
const slotOption = (slot: DwmSlot, zones: DinnerZones) => {
  const theirs = viewerTime(slot.start, zones.calendar, zones.viewer);
  return {
    id: slot.id,
    label: `${formatDinnerStart(slot.start, zones.calendar)} (${durationText(slot.minutes * 60, 'long')})`,
    ...(theirs ? { viewerTime: theirs } : {}),
  };
};

function BookingContainer(props: BookingRouteProps) {
  useDocumentTitle('Book a dinner');
  const inFrame = useIsFramed();
  const framed = props.framed ?? inFrame;
  // Opened on its own, a failed read opens /error like every page (spec §8). Inside the calendar
  // page's frame /error would open within the widget's box, its way home leading the frame to the
  // landing page: the form says what failed instead.
  const failure = framed ? 'log' : 'navigate';
  const setup = useDwmBookingSetup(failure);
  const zones = useDinnerZones(props.viewerTimeZone, failure);
  // The same read, for its failure only (the line above already opens /error or logs it).
  const zoneRead = useDwmCalendarZone('log');
  const readError = setup.error ?? zoneRead.error;
  const booking = useCreateBooking();
  // The calendar page sizes its frame to this page, so the whole form shows and the page scrolls.
  useReportHeight(framed);
  const [booked, setBooked] = useState<{ when: string; name: string; hostEmailed: boolean }>();

  const submit = async (values: BookingFormValues) => {
    try {
      const result = await booking.mutateAsync({ body: values });
      // The server stored the booking and queued the host's email with it (decision 088): the
      // page says only what the answer says of that email.
      const hostEmailed = result.notification.state === 'sent';
      setBooked({
        when: formatDinnerStart(result.event.start, zones?.calendar ?? 'UTC'),
        name: values.name,
        hostEmailed,
      });
      // The same message the third-party widget posts, to the page that frames this one only,
      // with the booking the server stored: the page around needs to send no email of its own.
      const message: ScheduledEventMessage = {
        event: dwmScheduledEventName,
        payload: {
          event: { uri: `${window.location.origin}/api-calendar/#${result.event.id}` },
          invitee: { uri: `mailto:${values.email}` },
          dinner: {
            summary: result.event.summary,
            start: result.event.start,
            bookingId: result.bookingId,
            notification: result.notification.state,
          },
        },
      };
      if (framed) window.parent.postMessage(message, window.location.origin);
    } catch {
      // The mutation's error is shown in the form.
    }
  };

  return (
    <BookingForm
      state={readError ? 'error' : setup.isPending || !zones ? 'loading' : 'ready'}
      slots={zones ? (setup.data?.slots ?? []).map((slot) => slotOption(slot, zones)) : []}
      zoneNote={zones && zoneNoteText(zones, new Date(), 'Your own time is shown under each evening.')}
      onSubmit={(values) => void submit(values)}
      submitting={booking.isPending}
      errorMessage={booking.error?.error ?? readError?.message}
      booked={booked}
      // Inside the calendar page's frame the page around it has the way home.
      homeHref={framed ? undefined : siteAddresses.landing}
    />
  );
}
