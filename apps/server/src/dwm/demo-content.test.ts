import { dwmBookingSetupSchema, dwmEventSchema } from '@portfolio/contracts';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useTestServer } from '../../test/build-test-app';
import { databases } from '../../test/databases';
import { outboxOf, readable } from '../../test/outbox';
import { ownerCaller } from '../../test/owner-caller';
import { demoSlotsLoaderName } from './demo-content';
import { demoSlotStarts } from './demo-slots';

const dayMs = 24 * 60 * 60 * 1000;

describe('demoSlotStarts', () => {
  it("gives the Fridays and Saturdays at 18:00 Denver time of the four weeks after Denver's today", () => {
    // A Saturday, 1 pm in Denver: today's evening is not offered, the next four weeks' are, at
    // 18:00 MST before the clocks change on 14 March and at 18:00 MDT after it.
    expect(demoSlotStarts(new Date('2027-03-06T20:00:00Z'))).toEqual([
      '2027-03-13T01:00:00.000Z',
      '2027-03-14T01:00:00.000Z',
      '2027-03-20T00:00:00.000Z',
      '2027-03-21T00:00:00.000Z',
      '2027-03-27T00:00:00.000Z',
      '2027-03-28T00:00:00.000Z',
      '2027-04-03T00:00:00.000Z',
      '2027-04-04T00:00:00.000Z',
    ]);
  });

  it("counts the days from Denver's date, not UTC's", () => {
    // Friday 8 pm in Denver is already Saturday in UTC: Saturday's evening is still ahead.
    const starts = demoSlotStarts(new Date('2027-03-06T03:00:00Z'));
    expect(starts[0]).toBe('2027-03-07T01:00:00.000Z');
    expect(starts).toHaveLength(8);
  });
});

/** Where the first demo (loader version 1, and version 2 before decision 091) put its evenings: 18:00 UTC. */
function utcEveningStarts(now: Date): string[] {
  const starts: string[] = [];
  for (let offset = 1; offset <= 28; offset += 1) {
    const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + offset, 18));
    if (day.getUTCDay() === 5 || day.getUTCDay() === 6) starts.push(day.toISOString());
  }
  return starts;
}

describe.each(databases)('the demo content on $name', (database) => {
  const server = useTestServer(database);

  // Only the date is faked: the server's timers and the database run as usual.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const setupOf = async (app: FastifyInstance) => {
    const response = await app.inject({ url: '/api-dwm/booking' });
    expect(response.statusCode, response.body).toBe(200);
    return dwmBookingSetupSchema.parse(response.json());
  };
  const openRows = async (app: FastifyInstance) =>
    (await app.db.selectFrom('dwm_slots').select('id').where('booked_at', 'is', null).execute()).length;

  it('keeps the coming four weeks open as time passes, and leaves the bookings as they are', async () => {
    vi.setSystemTime(new Date('2027-03-01T12:00:00Z'));
    const app = await server.build();
    const first = await setupOf(app);
    expect(first.slots.map((slot) => slot.start)).toEqual(demoSlotStarts(new Date()));
    const booked = first.slots[1]!;
    const booking = await app.inject({
      method: 'POST',
      url: '/api-dwm/bookings',
      payload: { slotId: booked.id, name: 'Rosa Diaz', email: 'rosa@example.com', notes: '' },
    });
    expect(booking.statusCode, booking.body).toBe(200);

    // At once another evening is offered in its place: eight stay open (decision 090).
    const right = await setupOf(app);
    expect(right.slots.map((slot) => slot.start)).toEqual(
      demoSlotStarts(new Date(), (start) => start === booked.start),
    );
    expect(right.slots).toHaveLength(8);
    expect(right.slots.map((slot) => slot.start)).not.toContain(booked.start);

    // Ten days on: the evenings that passed are gone, new ones were added, the booked one stays booked.
    vi.setSystemTime(new Date('2027-03-11T09:00:00Z'));
    const later = await setupOf(app);
    expect(later.slots.map((slot) => slot.start)).toEqual(
      demoSlotStarts(new Date(), (start) => start === booked.start),
    );
    expect(later.slots).toHaveLength(8);
    // Ten weeks on, nobody having looked in between: eight evenings again, all ahead.
    vi.setSystemTime(new Date('2027-05-10T12:00:00Z'));
    const muchLater = await setupOf(app);
    expect(muchLater.slots).toHaveLength(8);
    expect(Date.parse(muchLater.slots[0]!.start)).toBeGreaterThan(Date.now());
    expect(Date.parse(muchLater.slots[7]!.start)).toBeLessThan(Date.now() + 28 * dayMs);
    // Past evenings nobody booked are dropped, so the table does not grow week by week.
    expect(await openRows(app)).toBe(8);
    const events = dwmEventSchema.array().parse((await app.inject({ url: '/api-calendar/' })).json());
    expect(events.filter((event) => event.source === 'booking').map((event) => event.start)).toEqual([
      booked.start,
    ]);
  });

  it("is not emptied by visitors' bookings: each booked evening is replaced by the next free one", async () => {
    vi.setSystemTime(new Date('2027-03-01T12:00:00Z'));
    const app = await server.build({ DWM_BOOKINGS_PER_HOUR: '1000' });
    const bookedStarts: string[] = [];
    for (let visitor = 1; visitor <= 12; visitor += 1) {
      const { slots } = await setupOf(app);
      expect(slots).toHaveLength(8);
      const response = await app.inject({
        method: 'POST',
        url: '/api-dwm/bookings',
        remoteAddress: `198.51.100.${visitor}`,
        payload: { slotId: slots[0]!.id, name: `Guest ${visitor}`, email: 'guest@example.com', notes: '' },
      });
      expect(response.statusCode, response.body).toBe(200);
      bookedStarts.push(slots[0]!.start);
    }
    const { slots } = await setupOf(app);
    expect(slots).toHaveLength(8);
    expect(slots.map((slot) => slot.start)).toEqual(
      demoSlotStarts(new Date(), (start) => bookedStarts.includes(start)),
    );
    // Each evening is booked once, first come first served: twelve bookings, twelve evenings.
    expect(new Set(bookedStarts).size).toBe(12);
  });

  it('serves the demo calendar with its dinners in the coming weeks, whenever the site runs', async () => {
    vi.setSystemTime(new Date('2031-09-17T12:00:00Z'));
    const app = await server.build();
    const events = dwmEventSchema.array().parse((await app.inject({ url: '/api-calendar/' })).json());
    expect(events.length).toBeGreaterThanOrEqual(12);
    const starts = events.map((event) => Date.parse(event.start));
    expect(Math.min(...starts)).toBeGreaterThan(Date.now() - dayMs);
    expect(Math.min(...starts)).toBeLessThanOrEqual(Date.now() + 7 * dayMs);
    // The owner's email of upcoming dinners lists them.
    const { call } = await ownerCaller(app);
    expect((await call('POST', '/api/emailReport/', { name: 'dinners' })).statusCode).toBe(200);
    const message = readable(outboxOf(server.dir)[0] ?? '');
    expect(message).toContain('Dinner with the Carter family');
    expect(message).not.toContain('No dinner events are scheduled');
  });

  it('replaces the open evenings at 18:00 UTC (11 am in Denver) with evenings at 18:00 Denver time, keeping booked ones', async () => {
    vi.setSystemTime(new Date('2027-03-01T12:00:00Z'));
    const older = await server.build();
    await older.db.deleteFrom('dwm_slots').execute();
    const placed = utcEveningStarts(new Date());
    await older.db
      .insertInto('dwm_slots')
      .values(
        placed.map((start, index) => ({
          id: `demo-${start}`,
          start_at: start,
          minutes: 120,
          booked_at: index === 0 ? new Date().toISOString() : null,
        })),
      )
      .execute();
    await older.close();

    const app = await server.build();
    const { slots } = await setupOf(app);
    expect(slots.map((slot) => slot.start)).toEqual(demoSlotStarts(new Date()));
    const rows = await app.db.selectFrom('dwm_slots').select(['start_at', 'booked_at']).execute();
    expect(rows.filter((row) => row.start_at.endsWith('T18:00:00.000Z'))).toEqual([
      { start_at: placed[0], booked_at: expect.anything() },
    ]);
  });

  it('adds no evening once the owner has set their own', async () => {
    vi.setSystemTime(new Date('2027-03-01T12:00:00Z'));
    const { call, app } = await ownerCaller(await server.build());
    const start = '2027-03-04T19:30:00.000Z';
    expect((await call('PUT', '/api-dwm/slots', { slots: [{ start, minutes: 90 }] })).statusCode).toBe(200);
    vi.setSystemTime(new Date('2027-03-02T12:00:00Z'));
    expect((await setupOf(app)).slots.map((slot) => slot.start)).toEqual([start]);
    // After their evening has passed the page offers none, as the owner left it.
    vi.setSystemTime(new Date('2027-03-20T12:00:00Z'));
    expect((await setupOf(app)).slots).toEqual([]);
  });

  it.each([
    ['untouched, they are topped up', false, 8],
    ['replaced by the owner, they are left alone', true, 1],
  ])('takes over the evenings an older version placed once: %s', async (_case, ownerChanged, offered) => {
    vi.setSystemTime(new Date('2027-01-04T12:00:00Z'));
    const older = await server.build();
    // The database as version 1 of the loader left it: eight evenings placed once, from the first start.
    await older.db.deleteFrom('dwm_slots').execute();
    const placed = utcEveningStarts(new Date('2026-12-01T12:00:00Z'));
    await older.db
      .insertInto('dwm_slots')
      .values(
        placed.map((start, index) => ({ id: `v1-${index}`, start_at: start, minutes: 120, booked_at: null })),
      )
      .execute();
    if (ownerChanged) {
      await older.db.deleteFrom('dwm_slots').where('id', '!=', 'v1-7').execute();
      await older.db
        .updateTable('dwm_slots')
        .set({ start_at: '2027-01-09T19:30:00.000Z', minutes: 90 })
        .where('id', '=', 'v1-7')
        .execute();
    }
    await older.db
      .updateTable('demo_content')
      .set({ version: 1 })
      .where('name', '=', demoSlotsLoaderName)
      .execute();
    await older.close();

    const app = await server.build();
    const { slots } = await setupOf(app);
    expect(slots).toHaveLength(offered);
    if (ownerChanged) expect(slots[0]).toMatchObject({ start: '2027-01-09T19:30:00.000Z', minutes: 90 });
  });
});
