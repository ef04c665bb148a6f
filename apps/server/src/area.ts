import type { FastifyInstance } from 'fastify';
import type { Migration } from 'kysely/migration';
import type { DemoLoader } from './content/demo-loader';

/**
 * One area of the site as the server runs it. Each area folder exports one of these from its
 * `area.ts`, and `areas.ts` lists them: nothing else in the server names an area's internals.
 * The area's table types join `Database` from its own `tables.ts` (declaration merging), which its
 * `area.ts` imports so that the types are in every program that runs the area.
 */
export interface ServerArea {
  /** Unique, short, lower case: appears in error messages. */
  name: string;
  /** The area's routes, registered once. */
  routes?: (app: FastifyInstance) => Promise<void>;
  /**
   * The area's migrations by name. Names are global and sort in the order they must run across
   * every area (`NNN-what`); never rename one: databases record them by name.
   */
  migrations?: Readonly<Record<string, Migration>>;
  /** Demo content loaded on start-up, in this order, after the areas listed before this one. */
  demoLoaders?: readonly DemoLoader[];
}

/** Every area's migrations in one record; two areas using one migration name is a mistake. */
export function migrationsOf(areas: readonly ServerArea[]): Record<string, Migration> {
  const all: Record<string, Migration> = {};
  for (const area of areas) {
    for (const [name, migration] of Object.entries(area.migrations ?? {})) {
      if (name in all) throw new Error(`Two areas have a migration named "${name}" (one is "${area.name}")`);
      all[name] = migration;
    }
  }
  return all;
}

/** Every area's demo loaders, in the order the areas are listed. */
export function demoLoadersOf(areas: readonly ServerArea[]): DemoLoader[] {
  return areas.flatMap((area) => area.demoLoaders ?? []);
}
