import type { BackupFileName } from '@portfolio/contracts';

/** The backup files in the order the page lists them, with what each holds. */
export const backupFiles: readonly { name: BackupFileName; description: string }[] = [
  { name: 'refs', description: 'Reference cards' },
  { name: 'hierarchy', description: 'Argument hierarchy' },
  { name: 'quest', description: 'Quests' },
  { name: 'mainclaim', description: 'Main claims' },
  { name: 'minorclaim', description: 'Minor claims' },
  { name: 'evidence', description: 'Evidence' },
  { name: 'counterclaim', description: 'Counterclaims' },
  { name: 'rebuttal', description: 'Rebuttals' },
];

/** The line the spec logs when an export fails (part 2 §8). */
export function exportFailureLog(status: number, statusText: string, error: string): string {
  return `Status: ${status},${statusText}, ${error}`;
}
