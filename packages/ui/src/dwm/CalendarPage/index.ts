export {
  BookingFrame,
  BookingFramePlaceholder,
  type BookingFrameProps,
  CalendarPage,
  type CalendarPageProps,
} from './CalendarPage';
