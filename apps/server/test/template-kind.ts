import { vi } from 'vitest';

/**
 * The state a test's first start finds its database in, instead of an empty one (SQLite:
 * test/sqlite-template.ts; PostgreSQL: test/postgres-template.ts):
 *
 * - `migrated`: every migration applied, no demo content. For tests that pass their own demo
 *   loaders (or none), and for a faked clock: the server then runs the loaders itself.
 * - `demo`: migrated and the registered demo content loaded. Demo content depends on the clock
 *   (the dinner area's evenings, the Leitner deck's first day), so it is loaded again each
 *   minute, and never used while the test fakes the clock.
 */
export type TemplateKind = 'migrated' | 'demo';

/** The clock is the real one: no fake timers, no mocked system time. */
function realClock(): boolean {
  return !vi.isFakeTimers() && vi.getMockedSystemTime() === null;
}

/**
 * Which template a start with these demo loaders may use. `undefined` when none fits: the
 * registered loaders under a faked clock (a migrated start then loads them itself).
 */
export function templateFor(customDemoLoaders: boolean): TemplateKind | undefined {
  if (customDemoLoaders) return 'migrated';
  return realClock() ? 'demo' : undefined;
}

/** A template's name in a file's cache: the demo content's is made again each minute. */
export function templateKey(kind: TemplateKind): string {
  return kind === 'demo' ? `demo@${Math.floor(Date.now() / 60_000)}` : kind;
}
