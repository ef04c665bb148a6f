// Shared story data of the dinner pages: cards as the events page shows the fixture calendar.
import { theme } from '../../theme';
import type { EventCardProps } from '../EventCard';

const { attendeeStatusColors: status, eventLabelColors: label } = theme;

export const dwmStoryHrefs = {
  calendar: '/dwm/x540t/calendar',
  events: '/dwm/x540t/events',
  'enhanced-calendar': '/dwm/x540t/enhanced-calendar',
};

export const dwmStoryCards: (EventCardProps & { id: string })[] = [
  {
    id: 'one',
    date: 'Fri, Dec 4',
    time: '6:30 pm',
    title: 'Dinner with the Carter family',
    labelColor: label.normal,
    attendees: [
      { email: 'ann.carter@example.com', status: 'accepted', color: status.accepted },
      { email: 'ben.okafor@example.com', status: 'tentative', color: status.tentative },
    ],
    notes: ['Two children, ages 6 and 9', 'Ann is vegetarian'],
  },
  {
    id: 'two',
    date: 'Fri, Dec 11',
    time: '6:00 pm',
    title: 'Canceled: Dinner with Ed Nakamura',
    labelColor: label.canceled,
    attendees: [{ email: 'ed.nakamura@example.com', status: 'declined', color: status.declined }],
    notes: ['Ed is travelling that week'],
  },
  {
    id: 'three',
    date: 'Sat, Dec 26',
    time: '12:00 pm',
    title: 'Dinner with Rosa Diaz',
    labelColor: label.normal,
    origin: 'Booked on this site',
    attendees: [{ email: 'rosa@example.com', status: 'accepted', color: status.accepted }],
    notes: ['No pork, please', 'We are two adults'],
  },
];
