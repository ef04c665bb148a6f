import { DataProvider } from '@portfolio/api-client';
import { siteAddresses } from '@portfolio/api-client/site';
import { dwmScheduledEventName, type DwmSlot } from '@portfolio/contracts';
import { useDocumentTitle } from '@portfolio/ui';
import { BookingForm, type BookingFormValues } from '@portfolio/ui/dwm';
import { useState } from 'react';
import { useCreateBooking, useDwmBookingSetup } from '../api/dwm-calls';
import type { ScheduledEventMessage } from '../calendar/booking-messages';
import { slotWhen } from '../events/event-display';
import { useIsFramed } from './use-is-framed';

export interface BookingRouteProps {
  /**
   * Whether the page is inside the calendar page's frame: found out from the window when left out
   * (stories, which always run in a frame, say which case they show).
   */
  framed?: boolean;
}

/** dwm/x540t/booking: the site's own booking page, framed by the calendar page (decision 069). */
export function BookingRoute({ framed }: BookingRouteProps) {
  return (
    <DataProvider>
      <BookingContainer framed={framed} />
    </DataProvider>
  );
}

function duration(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const parts = [
    hours > 0 ? `${hours} ${hours === 1 ? 'hour' : 'hours'}` : '',
    rest > 0 ? `${rest} ${rest === 1 ? 'minute' : 'minutes'}` : '',
  ];
  return parts.filter(Boolean).join(' ');
}

const slotLabel = (slot: DwmSlot) => `${slotWhen(slot.start)} (${duration(slot.minutes)})`;

function BookingContainer(props: BookingRouteProps) {
  useDocumentTitle('Book a dinner');
  const inFrame = useIsFramed();
  const framed = props.framed ?? inFrame;
  // Opened on its own, a failed read opens /error like every page (spec §8). Inside the calendar
  // page's frame /error would open within the widget's box, its way home leading the frame to the
  // landing page: the form says what failed instead.
  const setup = useDwmBookingSetup(framed ? 'log' : 'navigate');
  const booking = useCreateBooking();
  const [booked, setBooked] = useState<{ when: string; name: string; hostEmailed: boolean }>();

  const submit = async (values: BookingFormValues) => {
    try {
      const result = await booking.mutateAsync({ body: values });
      // The server stored the booking and queued the host's email with it (decision 088): the
      // page says only what the answer says of that email.
      const hostEmailed = result.notification.state === 'sent';
      setBooked({ when: slotWhen(result.event.start), name: values.name, hostEmailed });
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
      state={setup.isPending ? 'loading' : setup.isError ? 'error' : 'ready'}
      slots={(setup.data?.slots ?? []).map((slot) => ({ id: slot.id, label: slotLabel(slot) }))}
      onSubmit={(values) => void submit(values)}
      submitting={booking.isPending}
      errorMessage={booking.error?.error ?? setup.error?.message}
      booked={booked}
      // Inside the calendar page's frame the page around it has the way home.
      homeHref={framed ? undefined : siteAddresses.landing}
    />
  );
}
