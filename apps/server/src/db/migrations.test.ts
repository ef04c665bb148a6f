import { Migrator, NO_MIGRATIONS, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { signInAsOwner, useTestServer } from '../../test/build-test-app';
import { databases } from '../../test/databases';
import { migrateToLatest, migrations } from './migrations';

describe.each(databases)('migrations on $name', (database) => {
  const server = useTestServer(database);

  it('creates the tables on first start and records every migration', async () => {
    const app = await server.build();
    const applied = await app.db
      .withTables<{ kysely_migration: { name: string } }>()
      .selectFrom('kysely_migration')
      .select('name')
      .orderBy('name')
      .execute();
    expect(applied.map((row) => row.name)).toEqual(Object.keys(migrations).sort());
    for (const table of ['owner_credential', 'owner_sessions', 'demo_content'] as const) {
      await expect(app.db.selectFrom(table).selectAll().execute()).resolves.toBeDefined();
    }
  });

  it('starts twice on the same data without migrating again or losing rows', async () => {
    const first = await server.build();
    const cookie = await signInAsOwner(first);
    await first.close();

    const second = await server.build();
    expect(await migrateToLatest(second.db)).toEqual([]);
    expect((await second.inject({ url: '/api/owner/session', headers: { cookie } })).json()).toEqual({
      owner: true,
    });
    const count = await second.db
      .selectFrom('owner_credential')
      .select(sql<number>`count(*)`.as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(1);
  });

  it('runs every migration down and up again', async () => {
    const app = await server.build();
    const migrator = new Migrator({ db: app.db, provider: { getMigrations: async () => migrations } });
    const down = await migrator.migrateTo(NO_MIGRATIONS);
    expect(down.error).toBeUndefined();
    expect(await migrateToLatest(app.db)).toEqual(Object.keys(migrations).sort());
  });
});
