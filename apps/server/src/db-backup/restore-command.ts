import { resolve } from 'node:path';
import { ConfigError, loadConfig } from '../config';
import { listBackups } from './backup-files';
import { RestoreError, restoreSqlite } from './restore';

// `npm run restore -- <backup file> [data folder]`, or `./restore ...` in a release folder
// (README "Backups"). npm runs scripts from the repository root; INIT_CWD is where the person
// typed the command, which is what relative paths they type are relative to.
const typedFrom = process.env.INIT_CWD ?? process.cwd();

function usage(backupDir: string): string {
  const backups = listBackups(backupDir);
  return [
    'Usage: restore <backup file> [data folder]',
    '  Puts a SQLite backup in place as the database of the data folder (default: DATA_DIR).',
    '  Stop the server first; the database that was there is kept beside it.',
    backups.length === 0
      ? `No backups in ${backupDir}.`
      : [`Backups in ${backupDir} (newest last):`, ...backups.map((backup) => `  ${backup.path}`)].join('\n'),
    '',
  ].join('\n');
}

async function main(args: string[]): Promise<number> {
  const config = loadConfig();
  if (args.includes('--help') || args.length === 0 || args.length > 2) {
    (args.includes('--help') ? process.stdout : process.stderr).write(usage(config.dbBackup.dir));
    return args.includes('--help') ? 0 : 1;
  }
  const [backupFile, dataFolder] = args as [string, string | undefined];
  if (config.databaseUrl && dataFolder === undefined) {
    process.stderr.write(
      'Nothing was restored: DATABASE_URL is set, so the server keeps its data in PostgreSQL. ' +
        'Restore a pg_dump with pg_restore (README "Backups"), or name the SQLite data folder.\n',
    );
    return 1;
  }
  const dataDir = dataFolder === undefined ? config.dataDir : resolve(typedFrom, dataFolder);
  const restored = await restoreSqlite(resolve(typedFrom, backupFile), dataDir);
  process.stdout.write(
    `Restored ${restored.database} from ${resolve(typedFrom, backupFile)} (integrity check: ok).\n` +
      (restored.previous
        ? `The database that was there is kept as ${restored.previous}.\n`
        : 'There was no database there before.\n') +
      'Start the server again.\n',
  );
  return 0;
}

try {
  process.exitCode = await main(process.argv.slice(2));
} catch (error) {
  if (!(error instanceof RestoreError || error instanceof ConfigError)) throw error;
  process.stderr.write(`Nothing was restored: ${error.message}\n`);
  process.exitCode = 1;
}
