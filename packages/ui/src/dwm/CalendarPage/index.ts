export {
  BookingFrame,
  BookingFramePlaceholder,
  type BookingFramePlaceholderProps,
  type BookingFrameProps,
  CalendarPage,
  type CalendarPageProps,
} from './CalendarPage';
