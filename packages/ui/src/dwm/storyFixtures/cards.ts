// Shared story data of the dinner pages: cards as the events page shows the fixture calendar, in
// the calendar's zone (Denver) to a visitor in Tokyo.
import type { EventCardProps } from '../EventCard';

export const dwmStoryHrefs = {
  calendar: '/dwm/x540t/calendar',
  events: '/dwm/x540t/events',
  'enhanced-calendar': '/dwm/x540t/enhanced-calendar',
  reports: '/dwm/x540t/r7k2q9vz',
};

export const dwmStoryCards: (EventCardProps & { id: string })[] = [
  {
    id: 'one',
    date: 'Fri, Dec 4',
    time: '6:30 pm MST',
    viewerTime: 'Sat, Dec 5, 10:30 am your time',
    title: 'Dinner with the Carter family',
    labelTone: 'normal',
    attendees: [
      { email: 'ann.carter@example.com', status: 'accepted', tone: 'accepted' },
      { email: 'ben.okafor@example.com', status: 'tentative', tone: 'tentative' },
    ],
    notes: ['Two children, ages 6 and 9', 'Ann is vegetarian'],
  },
  {
    id: 'two',
    date: 'Fri, Dec 11',
    time: '6:00 pm MST',
    viewerTime: 'Sat, Dec 12, 10:00 am your time',
    title: 'Canceled: Dinner with Ed Nakamura',
    labelTone: 'canceled',
    attendees: [{ email: 'ed.nakamura@example.com', status: 'declined', tone: 'declined' }],
    notes: ['Ed is travelling that week'],
  },
  {
    id: 'three',
    date: 'Sat, Dec 26',
    time: '12:00 pm MST',
    viewerTime: 'Sun, Dec 27, 4:00 am your time',
    title: 'Dinner with Rosa Diaz',
    labelTone: 'normal',
    origin: 'Booked on this site',
    attendees: [{ email: 'rosa.maria.diaz-hernandez@example.com', status: 'accepted', tone: 'accepted' }],
    notes: ['No pork, please', 'We are two adults'],
  },
];
