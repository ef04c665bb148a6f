import { DataProvider } from '@portfolio/api-client';
import { siteAddresses } from '@portfolio/api-client/site';
import { useDocumentTitle } from '@portfolio/ui';
import { DwmToolbar, EventsPage } from '@portfolio/ui/dwm';
import { useMemo } from 'react';
import { useDwmEvents } from '../api/dwm-calls';
import { dwmToolbarHrefs } from '../dwm-paths';
import { toEventCard } from './event-display';

export interface EventsRouteProps {
  /** The time zone the cards show (the browser's when left out; stories fix it). */
  timeZone?: string;
}

/** dwm/x540t/events, "Dinner Calendar Events": one card per event. */
export function EventsRoute({ timeZone }: EventsRouteProps) {
  return (
    <DataProvider>
      <EventsContainer timeZone={timeZone} />
    </DataProvider>
  );
}

function EventsContainer({ timeZone }: EventsRouteProps) {
  useDocumentTitle('Dinner Calendar Events');
  const events = useDwmEvents();
  const cards = useMemo(
    () => events.data?.map((event) => toEventCard(event, timeZone)),
    [events.data, timeZone],
  );
  return (
    <EventsPage
      homeHref={siteAddresses.landing}
      toolbar={<DwmToolbar hrefs={dwmToolbarHrefs} current="events" />}
      state={cards ? 'ready' : events.isError ? 'error' : 'loading'}
      events={cards}
      errorMessage={events.error?.message}
    />
  );
}
