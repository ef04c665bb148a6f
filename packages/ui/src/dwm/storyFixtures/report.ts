// Story data of the reports page: a season of the demo calendar, months on Denver's clock.
import type { DinnerReportView } from '../ReportsPage';

export const dwmStoryReport: DinnerReportView = {
  totals: { dinners: 14, bookedHere: 2, canceled: 1, guests: 16 },
  months: [
    { key: '2026-12', label: 'Dec 2026', fromCalendar: 5, bookedHere: 1, canceled: 1 },
    { key: '2027-01', label: 'Jan 2027', fromCalendar: 3, bookedHere: 0, canceled: 0 },
    { key: '2027-02', label: 'Feb 2027', fromCalendar: 3, bookedHere: 1, canceled: 0 },
  ],
  replies: { accepted: 15, tentative: 4, declined: 3, awaiting: 2 },
  guests: [
    { email: 'ann.carter@example.com', invited: 3, accepted: 2, tentative: 0, declined: 1, awaiting: 0 },
    { email: 'ben.okafor@example.com', invited: 3, accepted: 2, tentative: 1, declined: 0, awaiting: 0 },
    { email: 'kai.silva@example.com', invited: 2, accepted: 0, tentative: 0, declined: 0, awaiting: 2 },
    { email: 'cy.lindqvist@example.net', invited: 1, accepted: 1, tentative: 0, declined: 0, awaiting: 0 },
    {
      email: 'margarethe.vandenberghe-oyelaran@example.org',
      invited: 1,
      accepted: 0,
      tentative: 1,
      declined: 0,
      awaiting: 0,
    },
    { email: 'ed.nakamura@example.com', invited: 1, accepted: 0, tentative: 0, declined: 1, awaiting: 0 },
  ],
  cancellations: [
    { id: 'three', when: 'Fri, Dec 11, 6:00 pm MST', title: 'Canceled: Dinner with Ed Nakamura' },
  ],
  bookings: [
    { id: 'booking-1', when: 'Sat, Dec 26, 12:00 pm MST', title: 'Dinner with Rosa Diaz' },
    { id: 'booking-2', when: 'Fri, Feb 12, 6:00 pm MST', title: 'Dinner with Lee Park' },
  ],
};
