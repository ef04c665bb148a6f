import { DataProvider, useOwnerSession } from '@portfolio/api-client';
import { siteAddresses } from '@portfolio/api-client/site';
import {
  describeZone,
  type DwmCalendarSource,
  formatDinnerStart,
  instantOfWallTime,
  wallTimeInput,
} from '@portfolio/contracts';
import { useDocumentTitle } from '@portfolio/ui';
import { DwmSettingsPage } from '@portfolio/ui/dwm';
import {
  useDwmBookingSetup,
  useDwmCalendarSource,
  useSetCalendarSource,
  useSetSlots,
} from '../api/dwm-calls';
import { useDinnerZones } from '../time/dinner-zones';

/** dwm/x540t/settings: the owner's calendar address and open evenings (decision 066). */
export function DwmSettingsRoute() {
  return (
    <DataProvider>
      <DwmSettingsContainer />
    </DataProvider>
  );
}

function describeSource(source: DwmCalendarSource, timeZone: string) {
  const where =
    source.kind === 'demo-feed'
      ? 'The demo calendar shipped with the site (no address set).'
      : `Your calendar at ${source.host ?? 'an address'} (${source.setBy === 'owner' ? 'set on this page' : 'set by CALENDAR_ICS_URL'}).`;
  const read = source.lastRead;
  return {
    description: where,
    lastRead: !read
      ? 'Not read yet.'
      : `Last read ${formatDinnerStart(read.at, timeZone)}: ${read.ok ? `${read.events} events` : 'it could not be read'}.`,
    ...(read?.problem ? { problem: read.problem } : {}),
  };
}

function DwmSettingsContainer() {
  useDocumentTitle('Dinner settings');
  // A save refused with 401 (the session ended meanwhile) asks who is signed in
  // (useApiMutation), so the page turns to the visitor's view with its sign-in link.
  const session = useOwnerSession();
  const audience = session.data === undefined ? 'checking' : session.data.owner ? 'owner' : 'visitor';
  const source = useDwmCalendarSource(audience === 'owner');
  const setup = useDwmBookingSetup();
  const zones = useDinnerZones();
  const zone = zones?.calendar;
  const saveFeed = useSetCalendarSource();
  const saveSlots = useSetSlots();

  return (
    <DwmSettingsPage
      homeHref={siteAddresses.landing}
      signInHref={siteAddresses.owner}
      audience={audience}
      source={source.data && zone ? describeSource(source.data, zone) : undefined}
      // The owner enters the evenings on the calendar's clock, wherever their browser is (decision 091).
      zoneNote={zone && `Starts are ${describeZone(zone, new Date())}, the calendar's time zone.`}
      slots={
        zone
          ? setup.data?.slots.map((slot) => ({
              start: wallTimeInput(slot.start, zone),
              minutes: slot.minutes,
            }))
          : undefined
      }
      onSaveFeed={(icsUrl) => saveFeed.mutate({ body: { icsUrl } })}
      onSaveSlots={(slots) =>
        saveSlots.mutate({
          body: {
            slots: slots.map((slot) => ({
              start: instantOfWallTime(slot.start, zone ?? 'UTC').toISOString(),
              minutes: slot.minutes,
            })),
          },
        })
      }
      feedStatus={saveFeed.status}
      slotsStatus={saveSlots.status}
    />
  );
}
