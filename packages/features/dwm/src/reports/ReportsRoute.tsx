import { DataProvider } from '@portfolio/api-client';
import { siteAddresses } from '@portfolio/api-client/site';
import { useDocumentTitle } from '@portfolio/ui';
import { type DinnerReportView, DwmToolbar, ReportsPage } from '@portfolio/ui/dwm';
import { useMemo } from 'react';
import { useDwmEvents } from '../api/dwm-calls';
import { dwmToolbarHrefs } from '../dwm-paths';
import { useDinnerZones, zoneNoteText } from '../time/dinner-zones';
import { buildDinnerReport } from './dinner-report';

export interface ReportsRouteProps {
  /** The moment the zone note is written for (now when left out; stories fix it). */
  now?: string;
  /** The visitor's own time zone (the browser's when left out; stories fix it). */
  viewerTimeZone?: string;
}

/** The reports page at its token path (decision 093): the dinner report inside the site's frame. */
export function ReportsRoute({ now, viewerTimeZone }: ReportsRouteProps) {
  return (
    <DataProvider>
      <ReportsContainer now={now} viewerTimeZone={viewerTimeZone} />
    </DataProvider>
  );
}

function ReportsContainer({ now, viewerTimeZone }: ReportsRouteProps) {
  useDocumentTitle('Dinner Reports');
  const events = useDwmEvents();
  const zones = useDinnerZones(viewerTimeZone);
  const report = useMemo((): DinnerReportView | undefined => {
    if (!events.data || !zones) return undefined;
    const built = buildDinnerReport(events.data, zones.calendar);
    return {
      totals: {
        dinners: built.dinners,
        bookedHere: built.bookedHere,
        canceled: built.canceled,
        guests: built.guests,
      },
      months: built.months,
      replies: { ...built.replies, awaiting: built.replies.needsAction },
      guests: built.guestReplies.map((guest) => ({ ...guest, awaiting: guest.needsAction })),
      cancellations: built.cancellations,
      bookings: built.bookings,
    };
  }, [events.data, zones]);
  return (
    <ReportsPage
      homeHref={siteAddresses.landing}
      toolbar={<DwmToolbar hrefs={dwmToolbarHrefs} current="reports" />}
      zoneNote={zones && zoneNoteText(zones, now ? new Date(now) : new Date())}
      report={report}
    />
  );
}
