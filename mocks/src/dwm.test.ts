import {
  createDwmBooking,
  dwmBookingSetupSchema,
  dwmCalendarSourceSchema,
  dwmEventSchema,
  getDwmEvents,
  sendDwmEmail,
} from '@portfolio/contracts';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  dwmBookingSetupFixture,
  dwmCalendarSourceFixture,
  dwmEventsFixture,
  dwmMockSentEmails,
  handlers,
  resetDwmMocks,
  resetOwnerSession,
} from './index';

const server = setupServer(...handlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => {
  resetDwmMocks();
  resetOwnerSession();
});

const post = (path: string, body: unknown) =>
  fetch(`http://localhost${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('Dinner scheduling mocks', () => {
  it('hold fixtures that parse with the contracts, with every attendee status and one canceled event', () => {
    const events = dwmEventSchema.array().parse(dwmEventsFixture);
    dwmBookingSetupSchema.parse(dwmBookingSetupFixture);
    dwmCalendarSourceSchema.parse(dwmCalendarSourceFixture);
    const statuses = new Set(
      events.flatMap((event) => event.attendees.map((attendee) => attendee.responseStatus)),
    );
    expect(statuses).toEqual(new Set(['accepted', 'tentative', 'declined', 'needsAction']));
    expect(events.filter((event) => event.summary.includes('Canceled'))).toHaveLength(1);
  });

  it('book a slot: the event joins the calendar and the slot leaves the open list', async () => {
    const response = await post(createDwmBooking.path, {
      slotId: 'slot-2',
      name: 'Rosa',
      email: 'rosa@example.com',
      notes: 'No pork',
    });
    expect(response.status).toBe(200);
    const events = dwmEventSchema
      .array()
      .parse(await (await fetch(`http://localhost${getDwmEvents.path}`)).json());
    expect(events.find((event) => event.id === 'booking-slot-2')?.description).toContain('No pork');
    const again = await post(createDwmBooking.path, {
      slotId: 'slot-2',
      name: 'Rosa',
      email: 'rosa@example.com',
      notes: '',
    });
    expect(again.status).toBe(404);
  });

  it("remember the owner's emails, refuse a body that is not a string, and refuse visitors as the server does", async () => {
    expect((await post(sendDwmEmail.path, '<p>from a visitor</p>')).status).toBe(401);
    resetOwnerSession({ signedIn: true });
    expect((await post(sendDwmEmail.path, '<p>hello</p>')).status).toBe(200);
    expect((await post(sendDwmEmail.path, { html: 1 })).status).toBe(400);
    expect(dwmMockSentEmails()).toEqual(['<p>hello</p>']);
  });

  it('let visitors tell the host of a third-party booking, as the server does', async () => {
    resetDwmMocks({ setup: { bookingUrl: 'https://calendly.example/host/dinner', slots: [] } });
    expect((await post(sendDwmEmail.path, '<p>booked</p>')).status).toBe(200);
    expect(dwmMockSentEmails()).toEqual(['<p>booked</p>']);
  });
});
