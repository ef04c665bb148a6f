// The dinner scheduling addresses (spec part 1 §2): obscure path segments under /dwm/x540t.

export const dwmBasePath = '/dwm/x540t';

export const dwmPaths = {
  calendar: `${dwmBasePath}/calendar`,
  events: `${dwmBasePath}/events`,
  enhancedCalendar: `${dwmBasePath}/enhanced-calendar`,
  /** The reports page, at its obscure token path (decisions 065, 093). */
  reports: `${dwmBasePath}/r7k2q9vz`,
  /** The site's own booking page, framed by the calendar page when BOOKING_URL is not set. */
  booking: `${dwmBasePath}/booking`,
  /** The owner's calendar address and open evenings. */
  settings: `${dwmBasePath}/settings`,
} as const;

/** The toolbar's four buttons: Schedule, Events, Month (the enhanced calendar) and Reports (decision 093). */
export const dwmToolbarHrefs = {
  calendar: dwmPaths.calendar,
  events: dwmPaths.events,
  'enhanced-calendar': dwmPaths.enhancedCalendar,
  reports: dwmPaths.reports,
};
