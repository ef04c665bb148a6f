import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';

/**
 * Loads one area's demo content. Bump `version` when the content changes: the loader then runs
 * again on the next start, so it must replace what an older version loaded, not add to it.
 */
export interface DemoLoader {
  name: string;
  version: number;
  load(trx: Transaction<Database>): Promise<void>;
}

/**
 * Runs each loader whose name and version are not yet recorded, each in its own transaction with
 * its record, so a failing loader leaves neither rows nor a record and runs again next start.
 * Returns the names of the loaders that ran.
 */
export async function runDemoLoaders(
  db: Kysely<Database>,
  loaders: readonly DemoLoader[],
): Promise<string[]> {
  const names = new Set<string>();
  for (const loader of loaders) {
    if (names.has(loader.name)) throw new Error(`Two demo-content loaders are named "${loader.name}"`);
    names.add(loader.name);
  }

  const recorded = new Map(
    (await db.selectFrom('demo_content').select(['name', 'version']).execute()).map((row) => [
      row.name,
      row.version,
    ]),
  );
  const ran: string[] = [];
  for (const loader of loaders) {
    if (recorded.get(loader.name) === loader.version) continue;
    try {
      await db.transaction().execute(async (trx) => {
        await loader.load(trx);
        await trx.deleteFrom('demo_content').where('name', '=', loader.name).execute();
        await trx
          .insertInto('demo_content')
          .values({ name: loader.name, version: loader.version, loaded_at: new Date().toISOString() })
          .execute();
      });
    } catch (error) {
      throw new Error(
        `Demo content "${loader.name}" (version ${loader.version}) failed to load: ${String(error)}`,
        {
          cause: error,
        },
      );
    }
    ran.push(loader.name);
  }
  return ran;
}
