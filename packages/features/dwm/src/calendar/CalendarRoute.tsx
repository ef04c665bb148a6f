import { DataProvider } from '@portfolio/api-client';
import { siteAddresses, useSiteConfig } from '@portfolio/api-client/site';
import { formatDinnerStart, scheduledDinnerEmailHtml } from '@portfolio/contracts';
import { type StatusTone, useDocumentTitle } from '@portfolio/ui';
import { BookingFrame, BookingFramePlaceholder, CalendarPage, DwmToolbar } from '@portfolio/ui/dwm';
import { useEffect, useRef, useState } from 'react';
import { fetchBookingNotification, sendOwnerEmail, useDwmBookingSetup } from '../api/dwm-calls';
import { dwmPaths, dwmToolbarHrefs } from '../dwm-paths';
import { bookingFrameAddress, type ScheduledEventPayload, scheduledEventFrom } from './booking-messages';
import { useDinnerZones } from '../time/dinner-zones';
import { useFrameHeight } from './frame-height';
import { createOneShotNotifier, notificationDelayMs, type OneShotNotifier } from './one-shot-notifier';

export interface CalendarRouteProps {
  /** Milliseconds between a booking and its notification email (stories shorten it). */
  notificationDelay?: number;
  /** The frame's page instead of the one the setup names (stories, which have no site to frame). */
  framedPage?: { src: string; origin: string };
}

/** dwm/x540t/calendar, "Dinner Calendar Scheduler": the inline booking widget and its notification. */
export function CalendarRoute({ notificationDelay = notificationDelayMs, framedPage }: CalendarRouteProps) {
  return (
    <DataProvider>
      <CalendarContainer notificationDelay={notificationDelay} framedPage={framedPage} />
    </DataProvider>
  );
}

type Status = { tone: StatusTone; text: string } | undefined;

const hostEmailed: Status = { tone: 'success', text: 'Dinner booked: the host has been emailed.' };
const hostEmailWaits: Status = {
  tone: 'info',
  text: 'Dinner booked: the booking is stored, and the email to the host waits on the server until its mail server takes it.',
};

/** What the page says of a booking stored on this site, from the server's word on its email. */
const siteBookingStatus = (notification: 'queued' | 'sent' | undefined): Status =>
  notification === 'sent' ? hostEmailed : hostEmailWaits;

function CalendarContainer({
  notificationDelay,
  framedPage,
}: Required<Pick<CalendarRouteProps, 'notificationDelay'>> & CalendarRouteProps) {
  useDocumentTitle('Dinner Calendar Scheduler');
  const setup = useDwmBookingSetup();
  const siteConfig = useSiteConfig();
  const zones = useDinnerZones();
  // Read by the notification when it goes out, seconds after the render that set it.
  const calendarZone = useRef('UTC');
  useEffect(() => {
    calendarZone.current = zones?.calendar ?? 'UTC';
  }, [zones]);
  const frame = useRef<HTMLIFrameElement | null>(null);
  const [status, setStatus] = useState<Status>();
  const latest = useRef<ScheduledEventPayload | null>(null);
  const notifier = useRef<OneShotNotifier | null>(null);

  notifier.current ??= createOneShotNotifier(
    async () => {
      const payload = latest.current;
      if (!payload) return;
      // Booked on this site: the server stored the booking and sends the host's email itself
      // (decision 088). When the guard clears the page asks what became of it, and sends nothing.
      const bookingId = payload.dinner?.bookingId;
      if (bookingId !== undefined) {
        if (payload.dinner?.notification === 'sent') return;
        try {
          setStatus(siteBookingStatus((await fetchBookingNotification(bookingId)).state));
        } catch (error) {
          // Spec §8: only logged. The notice stays: the booking was stored with its email queued.
          console.error(error);
        }
        return;
      }
      // A third-party page's booking: the browser is the one to tell the host (spec §4).
      const html = scheduledDinnerEmailHtml({
        eventUri: payload.event.uri,
        inviteeUri: payload.invitee.uri,
        at: new Date(),
        ...(payload.dinner
          ? {
              dinner: {
                summary: payload.dinner.summary,
                when: formatDinnerStart(payload.dinner.start, calendarZone.current),
              },
            }
          : {}),
      });
      try {
        // Spec §7-§8: the answer, or the failure's status and status text, is only logged; a mail
        // server that did not take the message (kept on the server) is a failure to the visitor too.
        const answer = await sendOwnerEmail(html);
        if (answer.smtpProblem !== null) {
          console.error(answer.msg);
          setStatus(undefined);
          return;
        }
        console.info(answer);
        setStatus(answer.delivery === 'queued' ? hostEmailWaits : hostEmailed);
      } catch (error) {
        console.error(error);
        setStatus(undefined);
      }
    },
    { delayMs: notificationDelay },
  );

  const address = !setup.data
    ? undefined
    : (framedPage ?? bookingFrameAddress(setup.data.bookingUrl, window.location, dwmPaths.booking));

  const expectedOrigin = address?.origin;
  const frameHeight = useFrameHeight(expectedOrigin, frame);
  useEffect(() => {
    if (!expectedOrigin) return;
    const onMessage = (message: MessageEvent) => {
      const payload = scheduledEventFrom(message, {
        origin: expectedOrigin,
        frame: frame.current?.contentWindow,
      });
      if (!payload) return;
      // Further scheduled events within the window are ignored (spec §4).
      if (!notifier.current?.scheduled()) return;
      latest.current = payload;
      setStatus(
        payload.dinner?.bookingId === undefined
          ? { tone: 'info', text: 'Dinner booked: the host will be emailed in a moment.' }
          : siteBookingStatus(payload.dinner.notification),
      );
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [expectedOrigin]);

  const widget = address ? (
    <BookingFrame
      src={address.src}
      title="Book a dinner"
      height={frameHeight}
      frameRef={(element) => {
        frame.current = element;
      }}
    />
  ) : (
    // A failed setup read opens /error (spec §8) from useDwmBookingSetup.
    <BookingFramePlaceholder />
  );

  return (
    <CalendarPage
      homeHref={siteAddresses.landing}
      toolbar={<DwmToolbar hrefs={dwmToolbarHrefs} current="calendar" />}
      widget={widget}
      status={status}
      churchCalendarHref={siteConfig.status === 'ready' ? siteConfig.config.externalLinks.dwm : undefined}
    />
  );
}
