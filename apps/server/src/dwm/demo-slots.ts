import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { lockWrites } from '../db/write-lock';
import { openSlotsLock } from './bookings';

// The demo's open evenings (decision 066): while the owner has not set evenings of their own, the
// booking page keeps the coming weeks' Friday and Saturday evenings open, topped up as days pass.

/** Weeks ahead the demo keeps open: four weeks, eight evenings. */
export const demoSlotWeeks = 4;
export const demoSlotMinutes = 120;
/** Set (to `owner`) once the owner replaces the open evenings: the demo then adds none. */
export const slotsSetBySetting = 'slots_set_by';

/**
 * The demo evenings ahead of `now`: every Friday and Saturday at 18:00 UTC (noon or evening in
 * the Americas, evening in Europe) from tomorrow through the next `demoSlotWeeks` weeks.
 */
export function demoSlotStarts(now: Date): string[] {
  const starts: string[] = [];
  for (let offset = 1; offset <= demoSlotWeeks * 7; offset += 1) {
    const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + offset, 18));
    if (day.getUTCDay() === 5 || day.getUTCDay() === 6) starts.push(day.toISOString());
  }
  return starts;
}

const isDemoEvening = (start: string, minutes: number) => {
  const at = new Date(start);
  return (
    minutes === demoSlotMinutes &&
    (at.getUTCDay() === 5 || at.getUTCDay() === 6) &&
    at.toISOString().endsWith('T18:00:00.000Z')
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
 * Adds the demo evenings ahead of `now` that are missing and drops the demo's past evenings nobody
 * booked; an evening already there (open or booked, the demo's or not) is left as it is, and
 * nothing happens once the slots are the owner's. Run it in a transaction. Ids are made from the
 * start, so two servers topping up one database at once add each evening once. Returns how many
 * evenings it added.
 */
export async function topUpDemoSlots(trx: Transaction<Database>, now: Date): Promise<number> {
  // After an owner's replacement sent meanwhile, so that it sees the slots are the owner's.
  await lockWrites(trx, openSlotsLock);
  if (await slotsAreTheOwners(trx)) return 0;
  const wanted = demoSlotStarts(now);
  const present = new Set(
    (await trx.selectFrom('dwm_slots').select('start_at').where('start_at', 'in', wanted).execute()).map(
      (row) => row.start_at,
    ),
  );
  await trx
    .deleteFrom('dwm_slots')
    .where('booked_at', 'is', null)
    .where('id', 'like', 'demo-%')
    .where('start_at', '<', now.toISOString())
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
