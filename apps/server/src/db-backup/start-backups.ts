import type { Kysely } from 'kysely';
import type { ServerConfig } from '../config';
import { sqliteDatabaseOf } from '../db/direct-read';
import { scheduleBackups, type BackupSchedule, type BackupScheduleOptions } from './backup-schedule';
import { backUpSqlite } from './sqlite-backup';

/**
 * SQLite's scheduled online backups (decision 082), or nothing: PostgreSQL is backed up with its
 * own tools, and `DB_BACKUP_INTERVAL=off` turns them off.
 */
export function startBackups<DB>(
  db: Kysely<DB>,
  config: ServerConfig,
  log: BackupScheduleOptions['log'],
): BackupSchedule | undefined {
  const database = sqliteDatabaseOf(db);
  const { intervalMs, keep, dir } = config.dbBackup;
  if (database === undefined || intervalMs === undefined) return undefined;
  return scheduleBackups({ dir, intervalMs, keep, backUp: () => backUpSqlite(database, dir), log });
}
