import SqliteDatabase from 'better-sqlite3';
import { Kysely, SqliteDialect, type Generated } from 'kysely';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { StatementCachingDatabase } from './statement-cache';

interface Tables {
  notes: { id: Generated<number>; text: string };
}

const opened: SqliteDatabase.Database[] = [];

/** An in-memory database with a `notes` table, and a spy counting real prepares. */
function notesDatabase() {
  const database = new SqliteDatabase(':memory:');
  opened.push(database);
  database.exec('create table notes (id integer primary key, text text not null)');
  const prepare = vi.spyOn(database, 'prepare');
  return { database, prepare };
}

afterEach(() => {
  for (const database of opened.splice(0)) if (database.open) database.close();
});

const selectAll = 'select id, text from notes order by id';

describe('StatementCachingDatabase', () => {
  it('prepares a SQL text once and hands out the same statement again', () => {
    const { database, prepare } = notesDatabase();
    const cache = new StatementCachingDatabase(database);
    const first = cache.prepare(selectAll);
    expect(cache.prepare(selectAll)).toBe(first);
    expect(prepare).toHaveBeenCalledTimes(1);
    expect(cache.size).toBe(1);
  });

  it('keeps at most `capacity` statements, dropping the least recently used', () => {
    const { database, prepare } = notesDatabase();
    const cache = new StatementCachingDatabase(database, 2);
    const a = cache.prepare('select 1');
    cache.prepare('select 2');
    expect(cache.prepare('select 1')).toBe(a); // now "select 2" is the oldest
    cache.prepare('select 3');
    expect(cache.size).toBe(2);
    expect(prepare).toHaveBeenCalledTimes(3);

    expect(cache.prepare('select 1')).toBe(a);
    expect(prepare).toHaveBeenCalledTimes(3);
    const again = cache.prepare('select 2');
    expect(prepare).toHaveBeenCalledTimes(4);
    expect(again.all([])).toEqual([{ 2: 2 }]);
  });

  it('refuses a capacity below one', () => {
    const { database } = notesDatabase();
    expect(() => new StatementCachingDatabase(database, 0)).toThrow(RangeError);
  });

  it('gives a fresh statement while the cached one is being iterated', () => {
    const { database } = notesDatabase();
    database.exec("insert into notes (text) values ('a'), ('b'), ('c')");
    const cache = new StatementCachingDatabase(database);
    const streaming = cache.prepare(selectAll);
    const rows = streaming.iterate([]);
    expect(rows.next().value).toEqual({ id: 1, text: 'a' });

    const other = cache.prepare(selectAll);
    expect(other).not.toBe(streaming);
    expect(other.all([])).toHaveLength(3);
    expect([...rows]).toEqual([
      { id: 2, text: 'b' },
      { id: 3, text: 'c' },
    ]);
    // The fresh statement is the one kept.
    expect(cache.prepare(selectAll)).toBe(other);
  });

  it('stays right after the schema changes (a migration)', () => {
    const { database } = notesDatabase();
    database.exec("insert into notes (text) values ('a')");
    const cache = new StatementCachingDatabase(database);
    expect(cache.prepare('select * from notes').all([])).toEqual([{ id: 1, text: 'a' }]);
    database.exec("alter table notes add column tag text not null default 'none'");
    expect(cache.prepare('select * from notes').all([])).toEqual([{ id: 1, text: 'a', tag: 'none' }]);
  });

  it('keeps a pinned statement of its own: prepared once, never dropped, not one of the LRU', () => {
    const { database, prepare } = notesDatabase();
    database.exec("insert into notes (text) values ('a')");
    const cache = new StatementCachingDatabase(database, 1);
    const pinned = cache.pinned(selectAll);
    // Other texts pass through the one-statement LRU; the pinned one stays.
    cache.prepare('select 1');
    cache.prepare('select 2');
    expect(cache.pinned(selectAll)).toBe(pinned);
    expect(cache.prepare(selectAll)).not.toBe(pinned);
    expect(prepare).toHaveBeenCalledTimes(4);
    expect(pinned.get([])).toEqual({ id: 1, text: 'a' });
  });

  it('closes the database', () => {
    const { database } = notesDatabase();
    const cache = new StatementCachingDatabase(database);
    cache.prepare(selectAll);
    cache.close();
    expect(database.open).toBe(false);
    expect(cache.size).toBe(0);
  });

  it('answers correctly through Kysely, also after statements were evicted', async () => {
    const { database } = notesDatabase();
    // Room for one statement: every query below evicts the previous one.
    const db = new Kysely<Tables>({
      dialect: new SqliteDialect({ database: new StatementCachingDatabase(database, 1) }),
    });
    const texts = ['first', 'second', 'third'];
    for (const text of texts) {
      const inserted = await db.insertInto('notes').values({ text }).executeTakeFirstOrThrow();
      expect(Number(inserted.insertId)).toBe(texts.indexOf(text) + 1);
      const byId = (id: number) => db.selectFrom('notes').select('text').where('id', '=', id);
      expect(await byId(1).executeTakeFirst()).toEqual({ text: 'first' });
      expect(await byId(texts.indexOf(text) + 1).executeTakeFirst()).toEqual({ text });
    }
    const updated = await db
      .updateTable('notes')
      .set({ text: 'changed' })
      .where('id', '>', 1)
      .executeTakeFirst();
    expect(updated.numUpdatedRows).toBe(2n);
    expect(await db.selectFrom('notes').select('text').orderBy('id').execute()).toEqual([
      { text: 'first' },
      { text: 'changed' },
      { text: 'changed' },
    ]);

    const streamed: string[] = [];
    for await (const row of db.selectFrom('notes').select('text').orderBy('id').stream()) {
      streamed.push(row.text);
    }
    expect(streamed).toEqual(['first', 'changed', 'changed']);
    await db.destroy();
    expect(database.open).toBe(false);
  });
});
