import type { AreaRoute } from '@portfolio/api-client/site';

/**
 * Dinner scheduling: its pages under /dwm/x540t/, one chunk fetched on the first visit, each page
 * listed so the bench measures every one. The landing page's DWM tile opens the calendar page,
 * which links the owner's external church-events page (decision 093). The paths repeat
 * dwm-paths.ts, which lives in the lazy chunk.
 */
type DwmPage =
  | 'CalendarRoute'
  | 'EventsRoute'
  | 'EnhancedCalendarRoute'
  | 'ReportsRoute'
  | 'BookingRoute'
  | 'DwmSettingsRoute';

const page = (name: DwmPage) => ({
  lazy: () => import('./index').then((m) => m[name]),
});

export const dwmRoutes: readonly AreaRoute[] = [
  {
    path: '/dwm/x540t/calendar',
    page: page('CalendarRoute'),
    tile: 'dwm',
    sample: '/dwm/x540t/calendar',
  },
  { path: '/dwm/x540t/events', page: page('EventsRoute'), sample: '/dwm/x540t/events' },
  {
    path: '/dwm/x540t/enhanced-calendar',
    page: page('EnhancedCalendarRoute'),
    sample: '/dwm/x540t/enhanced-calendar',
  },
  { path: '/dwm/x540t/r7k2q9vz', page: page('ReportsRoute'), sample: '/dwm/x540t/r7k2q9vz' },
  { path: '/dwm/x540t/booking', page: page('BookingRoute'), sample: '/dwm/x540t/booking' },
  { path: '/dwm/x540t/settings', page: page('DwmSettingsRoute'), sample: '/dwm/x540t/settings' },
];
