import { appendFileSync } from 'node:fs';

/** What one part of the fault suite measured; `npm run test:faults` adds them up and prints them. */
export interface FaultFigures {
  part: string;
  database: string;
  requests: number;
  serverErrors: number;
  /** Slowest answer of the ping route while the part ran, in milliseconds. */
  worstPingMs?: number;
  pings?: number;
  writesAcknowledged?: number;
  writesLost?: number;
  kills?: number;
  databaseRestarts?: number;
  /** Server starts that failed in the crash loop (a data folder still "in use" by the dead). */
  refusedStarts?: number;
}

/**
 * How many runs each property gets. The fast part in `npm test` keeps a few per attack family;
 * `npm run test:faults` sets FAULTS_RUNS higher. The seed is fixed so a failure repeats.
 */
export const faultRuns = Number(process.env.FAULTS_RUNS ?? 4);
export const faultSeed = Number(process.env.FAULTS_SEED ?? 20_241);

/** Appends the figures to the file `npm run test:faults` reads (FAULTS_REPORT), if it is set. */
export function reportFigures(figures: FaultFigures): void {
  const file = process.env.FAULTS_REPORT;
  if (file) appendFileSync(file, `${JSON.stringify(figures)}\n`);
}
