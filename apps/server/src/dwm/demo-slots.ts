import { instantOfWallTime, wallClockIn } from '@portfolio/contracts';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { lockWrites } from '../db/write-lock';
import { openSlotsLock } from './bookings';
import { demoCalendarTimeZone } from './demo-feed';

// The demo's open evenings (decisions 066 and 090): while the owner has not set evenings of their
// own, the booking page keeps eight Friday and Saturday evenings open. Time renews them (evenings
// that passed give way to new ones), and so does a booking: a booked evening is taken, as the
// owner's are, and the next free Friday or Saturday is offered in its place, so visitors trying the
// demo never empty it.

/** Weeks the demo's evenings start from: the coming four weeks hold its eight evenings. */
export const demoSlotWeeks = 4;
/** Open evenings the demo keeps offering. */
export const demoOpenEvenings = demoSlotWeeks * 2;
/** How far ahead a replacement evening may be: a year. */
const demoHorizonDays = 366;
export const demoSlotMinutes = 120;
/** Set (to `owner`) once the owner replaces the open evenings: the demo then adds none. */
export const slotsSetBySetting = 'slots_set_by';

/** The demo evening's start on the demo calendar's clock (decision 091). */
export const demoSlotWallTime = '18:00';

/**
 * The demo evenings to offer after `now`: the first `demoOpenEvenings` Fridays and Saturdays at
 * 18:00 in the demo calendar's zone (Denver, where its dinners are), from tomorrow there on, that
 * are not booked. With nothing booked they are the next four weeks'.
 */
export function demoSlotStarts(now: Date, isBooked: (start: string) => boolean = () => false): string[] {
  const today = wallClockIn(now, demoCalendarTimeZone);
  const starts: string[] = [];
  for (let offset = 1; offset <= demoHorizonDays && starts.length < demoOpenEvenings; offset += 1) {
    const day = new Date(Date.UTC(today.year, today.month - 1, today.day + offset));
    if (day.getUTCDay() !== 5 && day.getUTCDay() !== 6) continue;
    const date = day.toISOString().slice(0, 10);
    const start = instantOfWallTime(`${date}T${demoSlotWallTime}`, demoCalendarTimeZone).toISOString();
    if (!isBooked(start)) starts.push(start);
  }
  return starts;
}

/**
 * The first demo's evenings, at 18:00 UTC: 11 am in Denver, the demo calendar's zone. Still open,
 * they are dropped, and the evenings at 18:00 Denver time take their place.
 */
const utcEveningSuffix = 'T18:00:00.000Z';

const isDemoEvening = (start: string, minutes: number) => {
  const at = new Date(start);
  return (
    minutes === demoSlotMinutes &&
    (at.getUTCDay() === 5 || at.getUTCDay() === 6) &&
    at.toISOString().endsWith(utcEveningSuffix)
  );
};

/** Whether the open evenings are the owner's (they replaced the demo's), so the demo leaves them be. */
export async function slotsAreTheOwners(db: Kysely<Database>): Promise<boolean> {
  const row = await db
    .selectFrom('dwm_settings')
    .select('value')
    .where('name', '=', slotsSetBySetting)
    .executeTakeFirst();
  return row !== undefined;
}

export async function markSlotsAsTheOwners(trx: Kysely<Database>): Promise<void> {
  await trx
    .insertInto('dwm_settings')
    .values({ name: slotsSetBySetting, value: 'owner' })
    .onConflict((conflict) => conflict.column('name').doUpdateSet({ value: 'owner' }))
    .execute();
}

/**
 * Adds the demo evenings ahead of `now` that are missing, so that eight are open, and drops the
 * demo's past evenings nobody booked; an evening already there (open or booked, the demo's or
 * not) is left as it is, and nothing happens once the slots are the owner's. Run it in a
 * transaction (a booking runs it in its own). Ids are made from the start, so two servers
 * topping up one database at once add each evening once. Returns how many evenings it added.
 */
export async function topUpDemoSlots(trx: Transaction<Database>, now: Date): Promise<number> {
  // After an owner's replacement sent meanwhile, so that it sees the slots are the owner's.
  await lockWrites(trx, openSlotsLock);
  if (await slotsAreTheOwners(trx)) return 0;
  const booked = new Set(
    (
      await trx
        .selectFrom('dwm_slots')
        .select('start_at')
        .where('booked_at', 'is not', null)
        .where('start_at', '>', now.toISOString())
        .execute()
    ).map((row) => row.start_at),
  );
  const wanted = demoSlotStarts(now, (start) => booked.has(start));
  const present = new Set(
    wanted.length === 0
      ? []
      : (await trx.selectFrom('dwm_slots').select('start_at').where('start_at', 'in', wanted).execute()).map(
          (row) => row.start_at,
        ),
  );
  await trx
    .deleteFrom('dwm_slots')
    .where('booked_at', 'is', null)
    .where('id', 'like', 'demo-%')
    .where((where) =>
      where.or([
        where('start_at', '<', now.toISOString()),
        where('start_at', 'like', `%${utcEveningSuffix}`),
      ]),
    )
    .execute();
  const missing = wanted.filter((start) => !present.has(start));
  if (missing.length > 0) {
    await trx
      .insertInto('dwm_slots')
      .values(
        missing.map((start) => ({
          id: `demo-${start}`,
          start_at: start,
          minutes: demoSlotMinutes,
          booked_at: null,
        })),
      )
      .onConflict((conflict) => conflict.column('id').doNothing())
      .execute();
  }
  return missing.length;
}

/**
 * Databases from before the top-up had eight evenings placed once (demo loader version 1), and an
 * owner who replaced them left no record of it. They are still the demo's if all eight are there,
 * each a Friday or Saturday at 18:00 UTC for two hours; otherwise the owner changed them.
 */
export async function slotsChangedSinceFirstDemo(trx: Kysely<Database>): Promise<boolean> {
  const rows = await trx.selectFrom('dwm_slots').select(['start_at', 'minutes']).execute();
  return !(rows.length === 8 && rows.every((row) => isDemoEvening(row.start_at, row.minutes)));
}
