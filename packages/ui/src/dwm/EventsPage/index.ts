export { EventGrid, EventsPage, type EventsPageProps } from './EventsPage';
