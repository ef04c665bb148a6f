// The dinner scheduling area's presentational components. Each lives in its own folder with its stories.
export * from './DwmToolbar';
export * from './EventCard';
export * from './EventsPage';
export * from './CalendarPage';
export * from './BookingForm';
export * from './EnhancedCalendarPage';
export * from './ReportsPage';
export * from './DwmSettingsPage';
export * from './MonthCalendar';
export * from './ZoneNote';
