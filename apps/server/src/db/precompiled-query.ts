import { createQueryId, type Compilable, type CompiledQuery, type Kysely } from 'kysely';

/** Stands for the value named `name` in a precompiled query; it is replaced on every run. */
export type Param<Values> = <Name extends keyof Values & string>(name: Name) => Values[Name];

const markerPrefix = '\u0000precompiled-param:';

/**
 * For queries that run on every request: Kysely builds an operation tree and compiles it to SQL
 * each time, which costs more than a primary-key lookup. Here the query is built and compiled once
 * per database, by that database's own dialect, with markers where the values go; each call only
 * puts the values in. The SQL text stays the same, so the SQLite statement cache reuses it too.
 *
 * Only values may be parameters (not table or column names), as with any bound parameter.
 */
export function precompiledQuery<DB, Values extends Record<string, unknown>, Row>(
  build: (db: Kysely<DB>, param: Param<Values>) => Compilable<Row>,
): (db: Kysely<DB>, values: Values) => CompiledQuery<Row> {
  const perDatabase = new WeakMap<Kysely<DB>, (values: Values) => CompiledQuery<Row>>();

  function compileFor(db: Kysely<DB>): (values: Values) => CompiledQuery<Row> {
    const used = new Set<string>();
    const param = ((name: string) => {
      used.add(name);
      return `${markerPrefix}${name}`;
    }) as Param<Values>;
    const compiled = build(db, param).compile();
    // For each bound parameter: the name of the value it takes, or undefined for a constant.
    const slots = compiled.parameters.map((value) =>
      typeof value === 'string' && value.startsWith(markerPrefix)
        ? value.slice(markerPrefix.length)
        : undefined,
    );
    for (const name of used) {
      if (!slots.includes(name)) throw new Error(`precompiledQuery: "${name}" is not a bound parameter`);
    }
    const constants = compiled.parameters;
    return (values) => ({
      query: compiled.query,
      sql: compiled.sql,
      queryId: createQueryId(),
      parameters: slots.map((name, index) => (name === undefined ? constants[index] : values[name])),
    });
  }

  return (db, values) => {
    let withValues = perDatabase.get(db);
    if (withValues === undefined) {
      withValues = compileFor(db);
      perDatabase.set(db, withValues);
    }
    return withValues(values);
  };
}
