import { DataProvider } from '@portfolio/api-client';
import { siteAddresses } from '@portfolio/api-client/site';
import { useDocumentTitle } from '@portfolio/ui';
import { DwmToolbar, EventsPage } from '@portfolio/ui/dwm';
import { useMemo } from 'react';
import { useDwmEvents } from '../api/dwm-calls';
import { dwmToolbarHrefs } from '../dwm-paths';
import { useDinnerZones, zoneNoteText } from '../time/dinner-zones';
import { toEventCard } from './event-display';

export interface EventsRouteProps {
  /** The visitor's own time zone (the browser's when left out; stories fix it). */
  viewerTimeZone?: string;
  /** The moment the zone note is written for (now when left out; stories fix it). */
  now?: string;
}

/** dwm/x540t/events, "Dinner Calendar Events": one card per event. */
export function EventsRoute({ viewerTimeZone, now }: EventsRouteProps) {
  return (
    <DataProvider>
      <EventsContainer viewerTimeZone={viewerTimeZone} now={now} />
    </DataProvider>
  );
}

function EventsContainer({ viewerTimeZone, now }: EventsRouteProps) {
  useDocumentTitle('Dinner Calendar Events');
  const events = useDwmEvents();
  const zones = useDinnerZones(viewerTimeZone);
  const cards = useMemo(
    () => (zones ? events.data?.map((event) => toEventCard(event, zones)) : undefined),
    [events.data, zones],
  );
  return (
    <EventsPage
      homeHref={siteAddresses.landing}
      toolbar={<DwmToolbar hrefs={dwmToolbarHrefs} current="events" />}
      state={cards ? 'ready' : events.isError ? 'error' : 'loading'}
      events={cards}
      errorMessage={events.error?.message}
      zoneNote={
        zones &&
        zoneNoteText(zones, now ? new Date(now) : new Date(), 'Your own time is shown under each dinner.')
      }
    />
  );
}
