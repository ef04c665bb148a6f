import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { describeDatabase, startupLine } from './startup-line';

describe('the start-up line', () => {
  it('names the address, the SQLite file and the data folder', () => {
    const config = loadConfig({ DATA_DIR: '/srv/portfolio/data' });
    expect(startupLine({ address: '0.0.0.0', family: 'IPv4', port: 8080 }, config)).toBe(
      `Portfolio site: http://localhost:8080/ · database: SQLite /srv/portfolio/data/portfolio.sqlite · data folder: /srv/portfolio/data · Node ${process.version}`,
    );
  });

  it('names PostgreSQL by user, host, port, database and schema, never by its password', () => {
    const config = loadConfig({
      DATABASE_URL:
        'postgresql://site%40owner:s3cret-pass@db.internal:6543/portfolio?sslmode=require&password=other',
      DATABASE_SCHEMA: 'blue',
      DATA_DIR: '/var/lib/portfolio',
    });
    const line = startupLine({ address: '10.0.0.5', family: 'IPv4', port: 80 }, config);
    expect(line).toContain('http://10.0.0.5:80/');
    expect(line).toContain('database: PostgreSQL site@owner@db.internal:6543/portfolio (schema blue)');
    expect(line).toContain('data folder: /var/lib/portfolio');
    expect(line).not.toMatch(/s3cret|other|sslmode/);
  });

  it('fills in what the address leaves out', () => {
    expect(describeDatabase({ databaseUrl: 'postgres:///portfolio', dataDir: '/d' })).toBe(
      'PostgreSQL localhost:5432/portfolio',
    );
  });
});
