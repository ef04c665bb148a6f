import { sql } from 'kysely';
import { Migrator, NO_MIGRATIONS } from 'kysely/migration';
import { describe, expect, it } from 'vitest';
import { signInAsOwner, useTestServer } from '../../test/build-test-app';
import { databases } from '../../test/databases';
import type { FastifyInstance } from 'fastify';
import { createTestStore } from '../../test/databases';
import { migrationsOf } from '../area';
import { areas } from '../areas';
import { migrateToLatest, migrationSchemaFor } from './migrate';

const migrations = migrationsOf(areas);

const schemaOf = (app: FastifyInstance) => migrationSchemaFor(app.dbDialect, app.config.databaseSchema);

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
    expect(await migrateToLatest(second.db, migrations, schemaOf(second))).toEqual([]);
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
    const schema = schemaOf(app);
    const migrator = new Migrator({
      db: app.db,
      provider: { getMigrations: async () => migrations },
      ...(schema ? { migrationTableSchema: schema } : {}),
    });
    const down = await migrator.migrateTo(NO_MIGRATIONS);
    expect(down.error).toBeUndefined();
    expect(await migrateToLatest(app.db, migrations, schema)).toEqual(Object.keys(migrations).sort());
  });

  it('migrates its own store while another store in the same database is already migrated', async () => {
    // On PostgreSQL the other store is another schema of the same database: its bookkeeping
    // tables must not make this one skip creating its own.
    const other = await createTestStore(database, `${server.dir}/other-data`);
    try {
      const first = await server.build(other.env);
      await first.close();
      const app = await server.build();
      expect(await migrateToLatest(app.db, migrations, schemaOf(app))).toEqual([]);
      await expect(app.db.selectFrom('owner_sessions').selectAll().execute()).resolves.toEqual([]);
    } finally {
      await other.dispose();
    }
  });
});
