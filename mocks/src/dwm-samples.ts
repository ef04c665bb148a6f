import {
  type Contract,
  createDwmBooking,
  getDwmBookingNotification,
  getDwmCalendarSource,
  sendDwmEmail,
  sendDwmEmailReport,
  setDwmCalendarSource,
  setDwmSlots,
} from '@portfolio/contracts';
import { resetDwmMocks, resetOwnerSession } from './handlers';

// Sample requests for the contracts test: the dinner scheduling calls that take input or need the owner.

const asOwner = () => resetOwnerSession({ signedIn: true });

export const dwmSamples: [
  Contract,
  { params?: Record<string, string>; body?: unknown; query?: Record<string, string>; before?: () => void },
][] = [
  [getDwmCalendarSource, { before: asOwner }],
  [
    setDwmCalendarSource,
    { body: { icsUrl: 'https://calendar.example.com/secret/basic.ics' }, before: asOwner },
  ],
  [
    createDwmBooking,
    {
      body: { slotId: 'slot-1', name: 'Rosa Diaz', email: 'rosa@example.com', notes: 'No pork' },
      before: () => resetDwmMocks(),
    },
  ],
  [setDwmSlots, { body: { slots: [{ start: '2026-12-11T18:00:00.000Z', minutes: 120 }] }, before: asOwner }],
  [getDwmBookingNotification, { params: { bookingId: 'mock-booking-slot-1' } }],
  [sendDwmEmail, { body: '<p>A new dinner event was scheduled</p>', before: asOwner }],
  [sendDwmEmailReport, { body: { name: 'dinners' }, before: asOwner }],
];
