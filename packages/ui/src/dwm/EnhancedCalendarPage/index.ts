export { EnhancedCalendarPage, type EnhancedCalendarPageProps } from './EnhancedCalendarPage';
