import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import pg from 'pg';
import { demoLoadersOf, migrationsOf } from '../src/area';
import { areas } from '../src/areas';
import { runDemoLoaders } from '../src/content/demo-loader';
import { createSchemaIfMissing, openDatabase } from '../src/db/database';
import type { Database } from '../src/db/schema';
import { migrateToLatest, schemaChangeLockKey } from '../src/db/migrate';
import { postgresTestRun } from './postgres-run';
import { type TemplateKind, templateKey } from './template-kind';

/**
 * PostgreSQL's counterpart of test/sqlite-template.ts (docs/decisions/123). A fresh schema per
 * test cost about a second before the test's first request: 0.3 s of migrations and 0.6-1 s of
 * demo content (the reference cards' search vectors). Instead, each test file keeps one working
 * schema, migrated once, and before a test's first start puts its rows back to what a first
 * start leaves: the migrated tables, with or without the registered demo content. The rows are
 * copied from snapshot tables taken once per file (the demo snapshot once per minute, as its
 * content follows the clock), and the sequences are set back to their values.
 *
 * Deleting the rows (children first) takes about 15 ms where TRUNCATE took 120-170 ms: TRUNCATE
 * gives every table new files, which are synced at commit.
 *
 * A test that changed the schema itself (dropped a table to make writes fail) is noticed by the
 * structure's fingerprint: the working schema is then dropped and made again.
 */

/** Tables the migrator keeps to itself: the same in every state. */
const bookkeeping = (table: string) => table.startsWith('kysely_');

interface Snapshot {
  schema: string;
  /** Tables that held rows, copied into `schema`. */
  tables: string[];
  /** Each sequence's value, or null for one never used. */
  sequences: Array<{ name: string; value: string | null; start: string }>;
}

interface WorkingSchema {
  name: string;
  fingerprint: string;
  /** Every data table, children before the tables they refer to. */
  deleteOrder: string[];
  snapshots: Map<string, Promise<Snapshot>>;
}

const quote = (identifier: string) => `"${identifier.replaceAll('"', '""')}"`;
/** `<prefix>_<run>_<random>`: what a test file leaves, its run's end drops (test/postgres-run.ts). */
const randomName = (prefix: 't' | 'snapshot') =>
  `${prefix}_${postgresTestRun()}_${randomBytes(6).toString('hex')}`;

let client: Promise<pg.Client> | undefined;
let working: Promise<WorkingSchema> | undefined;

function connection(): Promise<pg.Client> {
  client ??= (async () => {
    const opened = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await opened.connect();
    return opened;
  })();
  return client;
}

async function query<Row extends pg.QueryResultRow>(text: string, values: unknown[] = []): Promise<Row[]> {
  return (await (await connection()).query<Row>(text, values)).rows;
}

/** Under the migration lock: a migrator in another test file lists every schema's tables. */
async function underSchemaLock(run: () => Promise<void>): Promise<void> {
  await query('SELECT pg_advisory_lock($1)', [schemaChangeLockKey]);
  try {
    await run();
  } finally {
    await query('SELECT pg_advisory_unlock($1)', [schemaChangeLockKey]);
  }
}

/**
 * What the schema holds besides rows: tables and their columns, indexes, sequences, constraints,
 * triggers, functions and types. Any test that adds, drops or alters one changes it.
 */
async function fingerprintOf(schema: string): Promise<string> {
  const [row] = await query<{ fingerprint: string | null }>(
    `WITH space AS (SELECT oid FROM pg_namespace WHERE nspname = $1),
     parts AS (
       SELECT 'column ' || c.relname || '.' || a.attname || ':' || format_type(a.atttypid, a.atttypmod)
              || ':' || a.attnotnull AS part
         FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid
        WHERE c.relnamespace = (SELECT oid FROM space) AND a.attnum > 0 AND NOT a.attisdropped
       UNION ALL
       SELECT 'relation ' || relname || ':' || relkind::text FROM pg_class WHERE relnamespace = (SELECT oid FROM space)
       UNION ALL
       SELECT 'constraint ' || conname || ':' || contype::text FROM pg_constraint
        WHERE connamespace = (SELECT oid FROM space)
       UNION ALL
       SELECT 'trigger ' || c.relname || '.' || t.tgname FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid
        WHERE c.relnamespace = (SELECT oid FROM space) AND NOT t.tgisinternal
       UNION ALL
       SELECT 'function ' || proname FROM pg_proc WHERE pronamespace = (SELECT oid FROM space)
       UNION ALL
       SELECT 'type ' || typname FROM pg_type WHERE typnamespace = (SELECT oid FROM space)
     )
     SELECT md5(string_agg(part, ',' ORDER BY part)) AS fingerprint FROM parts`,
    [schema],
  );
  return row?.fingerprint ?? '';
}

/** The schema's data tables, each after every table that refers to it. */
async function deleteOrderOf(schema: string): Promise<string[]> {
  const tables = (
    await query<{ tablename: string }>('SELECT tablename FROM pg_tables WHERE schemaname = $1', [schema])
  )
    .map((row) => row.tablename)
    .filter((table) => !bookkeeping(table));
  const references = await query<{ child: string; parent: string }>(
    `SELECT c.relname AS child, p.relname AS parent
       FROM pg_constraint k
       JOIN pg_class c ON c.oid = k.conrelid
       JOIN pg_class p ON p.oid = k.confrelid
       JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE k.contype = 'f' AND n.nspname = $1 AND c.relname <> p.relname`,
    [schema],
  );
  const order: string[] = [];
  const left = new Set(tables);
  while (left.size > 0) {
    const free = [...left].filter(
      (table) => !references.some((reference) => reference.parent === table && left.has(reference.child)),
    );
    if (free.length === 0) throw new Error(`Foreign keys in a circle among ${[...left].join(', ')}`);
    for (const table of free) {
      order.push(table);
      left.delete(table);
    }
  }
  return order;
}

/** Runs `work` with the server's own database access to `schema`, closed afterwards. */
async function onSchema(schema: string, work: (db: Kysely<Database>) => Promise<unknown>): Promise<void> {
  const { db } = await openDatabase({
    dataDir: '',
    databaseUrl: process.env.DATABASE_URL,
    databaseSchema: schema,
  });
  try {
    await work(db);
  } finally {
    await db.destroy();
  }
}

async function dropSchemas(names: string[]): Promise<void> {
  if (names.length === 0) return;
  await underSchemaLock(async () => {
    await query(`DROP SCHEMA IF EXISTS ${names.map(quote).join(', ')} CASCADE`);
  });
}

async function makeWorkingSchema(): Promise<WorkingSchema> {
  const name = randomName('t');
  await onSchema(name, async (db) => {
    await createSchemaIfMissing(db, name);
    await migrateToLatest(db, migrationsOf(areas), name);
  });
  return {
    name,
    fingerprint: await fingerprintOf(name),
    deleteOrder: await deleteOrderOf(name),
    snapshots: new Map(),
  };
}

/** Copies the working schema's rows and sequence values into a new snapshot schema. */
async function takeSnapshot(schema: WorkingSchema): Promise<Snapshot> {
  const snapshot = randomName('snapshot');
  const withRows = (
    await query<{ name: string }>(
      schema.deleteOrder
        .map(
          (table, index) =>
            `SELECT $${index + 1}::text AS name WHERE EXISTS (SELECT 1 FROM ${quote(schema.name)}.${quote(table)})`,
        )
        .join(' UNION ALL '),
      schema.deleteOrder,
    )
  ).map((row) => row.name);
  await query(
    [
      `CREATE SCHEMA ${quote(snapshot)}`,
      ...withRows.map(
        (table) =>
          `CREATE TABLE ${quote(snapshot)}.${quote(table)} AS TABLE ${quote(schema.name)}.${quote(table)}`,
      ),
    ].join(';\n'),
  );
  const sequences = await query<{ name: string; value: string | null; start: string }>(
    `SELECT sequencename AS name, last_value::text AS value, start_value::text AS start
       FROM pg_sequences WHERE schemaname = $1`,
    [schema.name],
  );
  return { schema: snapshot, tables: withRows, sequences };
}

/** Puts the working schema's rows and sequences back to the snapshot's, in one transaction. */
async function restore(schema: WorkingSchema, snapshot: Snapshot): Promise<void> {
  const table = (name: string) => `${quote(schema.name)}.${quote(name)}`;
  const sequence = (name: string) => `'${quote(schema.name)}.${quote(name).replaceAll("'", "''")}'`;
  await query(
    [
      'BEGIN',
      ...schema.deleteOrder.map((name) => `DELETE FROM ${table(name)}`),
      // Parents before children: the reverse of the order rows are deleted in.
      ...schema.deleteOrder
        .filter((name) => snapshot.tables.includes(name))
        .reverse()
        .map(
          (name) =>
            `INSERT INTO ${table(name)} OVERRIDING SYSTEM VALUE TABLE ${quote(snapshot.schema)}.${quote(name)}`,
        ),
      ...snapshot.sequences.map(({ name, value, start }) =>
        value === null
          ? `SELECT setval(${sequence(name)}, ${start}, false)`
          : `SELECT setval(${sequence(name)}, ${value}, true)`,
      ),
      'COMMIT',
    ].join(';\n'),
  );
}

async function snapshotFor(schema: WorkingSchema, kind: TemplateKind): Promise<Snapshot> {
  const key = templateKey(kind);
  let snapshot = schema.snapshots.get(key);
  if (!snapshot) {
    snapshot = (async () => {
      if (kind === 'migrated') return takeSnapshot(schema);
      // The demo content as a first start loads it now: on the migrated rows, by the server's loaders.
      await restore(schema, await snapshotFor(schema, 'migrated'));
      await onSchema(schema.name, (db) => runDemoLoaders(db, demoLoadersOf(areas)));
      return takeSnapshot(schema);
    })();
    // A failed snapshot is taken again by the next test, which then reports the failure itself.
    snapshot.catch(() => schema.snapshots.delete(key));
    schema.snapshots.set(key, snapshot);
  }
  return snapshot;
}

/**
 * The schema a test's first start should use, with its rows reset to `kind`: `migrated` (every
 * migration applied, no rows a test or demo loader wrote) or `demo` (and the registered demo
 * content loaded, as of this minute).
 */
export async function resetPostgresTemplate(kind: TemplateKind): Promise<string> {
  working ??= makeWorkingSchema();
  working.catch(() => (working = undefined));
  let schema = await working;
  if ((await fingerprintOf(schema.name)) !== schema.fingerprint) {
    // A test changed the tables themselves: start again from a schema the migrations made.
    working = undefined;
    await dropSchemas([schema.name, ...(await Promise.all(schema.snapshots.values())).map((s) => s.schema)]);
    working = makeWorkingSchema();
    schema = await working;
  }
  await restore(schema, await snapshotFor(schema, kind));
  return schema.name;
}

/** Drops the working schema and its snapshots, and closes the connection (end of a test file). */
export async function removePostgresTemplates(): Promise<void> {
  const schema = await working?.catch(() => undefined);
  working = undefined;
  if (schema) {
    const snapshots = await Promise.allSettled(schema.snapshots.values());
    await dropSchemas([
      schema.name,
      ...snapshots.flatMap((result) => (result.status === 'fulfilled' ? [result.value.schema] : [])),
    ]);
  }
  const open = client;
  client = undefined;
  await (await open?.catch(() => undefined))?.end();
}
