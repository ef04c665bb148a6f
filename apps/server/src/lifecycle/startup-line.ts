import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { ServerConfig } from '../config';
import { sqliteFileName } from '../db/sqlite-file';

/** The address a person can open: wildcard and loopback hosts read better as localhost. */
export function siteAddress(address: AddressInfo): string {
  const local = ['0.0.0.0', '::', '127.0.0.1', '::1'].includes(address.address);
  const host = local ? 'localhost' : address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return `http://${host}:${address.port}/`;
}

/**
 * Which database this server uses, for people and logs: the SQLite file, or PostgreSQL's user,
 * host, port, database and schema. Never the password, nor the address's query (which may
 * carry `password=` or key files).
 */
export function describeDatabase(
  config: Pick<ServerConfig, 'databaseUrl' | 'databaseSchema' | 'dataDir'>,
): string {
  if (!config.databaseUrl) return `SQLite ${join(config.dataDir, sqliteFileName)}`;
  const schema = config.databaseSchema ? ` (schema ${config.databaseSchema})` : '';
  let url: URL;
  try {
    url = new URL(config.databaseUrl);
  } catch {
    return `PostgreSQL${schema}`;
  }
  const user = url.username ? `${decodeURIComponent(url.username)}@` : '';
  const host = url.hostname || 'localhost';
  const port = url.port || '5432';
  const database = decodeURIComponent(url.pathname.replace(/^\//, ''));
  return `PostgreSQL ${user}${host}:${port}/${database}${schema}`;
}

/** The one line the server prints once it serves: where, on which database, with which data folder. */
export function startupLine(address: AddressInfo, config: ServerConfig): string {
  return [
    `Portfolio site: ${siteAddress(address)}`,
    `database: ${describeDatabase(config)}`,
    `data folder: ${config.dataDir}`,
    `Node ${process.version}`,
  ].join(' · ');
}
