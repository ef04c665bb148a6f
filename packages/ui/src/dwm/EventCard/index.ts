export { type AttendeeTone, EventCard, type EventCardAttendee, type EventCardProps } from './EventCard';
