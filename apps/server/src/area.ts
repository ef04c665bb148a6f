import type { MediaMount } from '@portfolio/contracts/media-mount';
import type { FastifyInstance } from 'fastify';
import type { Migration } from 'kysely/migration';
import type { ServerConfig } from './config';
import type { DemoLoader } from './content/demo-loader';
import type { AreaSettings } from './settings';

/** What an area's pages need the security headers to allow beyond the site's own origin. */
export interface HeaderNeeds {
  /** Origins its pages may frame (CSP frame-src). */
  frameSources?: readonly string[];
  /** Origins its pages may play audio and video from (CSP media-src). */
  mediaSources?: readonly string[];
}

/**
 * One area of the site as the server runs it: its manifest. Each area folder exports one of these
 * from its `area.ts`, and `areas.ts` lists them; the core reads the manifests and names no area.
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
  /** The environment variables it reads, checked with the core's (see `settings.ts`). */
  settings?: AreaSettings;
  /** What its pages need the security headers to allow, from the configuration. */
  headers?: (config: ServerConfig) => HeaderNeeds;
  /**
   * Its folders of files (`<area>.paths.ts` in the contracts, shared with the mocks). The core
   * mounts those served by `core`; the area's routes serve those served by `area`.
   */
  mediaMounts?: readonly MediaMount[];
  /** The reads its pages ask for first (`<area>.paths.ts`): each must be a GET route of the area. */
  firstData?: readonly string[];
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

/** Every area's settings; two areas reading one variable, or using one key, is a mistake. */
export function settingsOf(areas: readonly ServerArea[]): AreaSettings[] {
  const keys = new Set<string>();
  const variables = new Set<string>();
  return areas.flatMap((area) => {
    const settings = area.settings;
    if (!settings) return [];
    if (keys.has(settings.key)) throw new Error(`Two areas keep settings under "${settings.key}"`);
    keys.add(settings.key);
    for (const name of Object.keys(settings.variables)) {
      if (variables.has(name)) throw new Error(`Two areas read ${name} (one is "${area.name}")`);
      variables.add(name);
    }
    return [settings];
  });
}

/** What every area's pages need the headers to allow, each origin once. */
export function headerNeedsOf(areas: readonly ServerArea[], config: ServerConfig): Required<HeaderNeeds> {
  const needs = areas.map((area) => area.headers?.(config) ?? {});
  const unique = (lists: (readonly string[] | undefined)[]) => [
    ...new Set(lists.flatMap((list) => list ?? [])),
  ];
  return {
    frameSources: unique(needs.map((need) => need.frameSources)),
    mediaSources: unique(needs.map((need) => need.mediaSources)),
  };
}

/** Every area's media mounts; two on one address is a mistake. */
export function mediaMountsOf(areas: readonly ServerArea[]): MediaMount[] {
  const seen = new Set<string>();
  return areas.flatMap((area) =>
    (area.mediaMounts ?? []).map((mount) => {
      if (seen.has(mount.at)) throw new Error(`Two media mounts on ${mount.at} (one is "${area.name}")`);
      seen.add(mount.at);
      return mount;
    }),
  );
}

type PathTree = string | { readonly [key: string]: PathTree };

/** The addresses of a `firstData` record of `<area>.paths.ts` (nested per instrument and the like). */
export function addressesOf(tree: PathTree): string[] {
  return typeof tree === 'string' ? [tree] : Object.values(tree).flatMap(addressesOf);
}
