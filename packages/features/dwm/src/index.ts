// The dinner scheduling pages, mounted lazily by apps/site under /dwm/x540t/.
export { BookingRoute } from './booking/BookingRoute';
export { CalendarRoute } from './calendar/CalendarRoute';
export { EnhancedCalendarRoute } from './enhanced/EnhancedCalendarRoute';
export { EventsRoute } from './events/EventsRoute';
export { ReportsRoute } from './reports/ReportsRoute';
export { DwmSettingsRoute } from './settings/DwmSettingsRoute';
