export { EventCard, type EventCardAttendee, type EventCardProps } from './EventCard';
