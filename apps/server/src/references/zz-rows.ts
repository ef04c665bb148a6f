import Database from 'better-sqlite3';
import { readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
const dirs = readdirSync(tmpdir()).filter((d) => d.startsWith('zzp-'));
const file = join(tmpdir(), dirs[dirs.length - 1]!, 'portfolio.sqlite');
const db = new Database(file, { readonly: true });
const cpu = () => process.cpuUsage().user / 1000;
const ids = db
  .prepare(
    "SELECT rowid AS id FROM reference_search WHERE reference_search MATCH 'memory' ORDER BY rowid LIMIT 200",
  )
  .all()
  .map((r: any) => r.id);
const inStmt = db.prepare(
  `SELECT * FROM reference_cards WHERE id IN (${ids.map(() => '?').join(',')}) ORDER BY id`,
);
const jsonStmt = db.prepare(
  `SELECT * FROM reference_cards WHERE id IN (SELECT value FROM json_each(?)) ORDER BY id`,
);
const countStmt = db.prepare(`SELECT count(*) n FROM reference_search WHERE reference_search MATCH ?`);
for (let r = 0; r < 5; r++) {
  let c = cpu();
  inStmt.all(...ids);
  const a = cpu() - c;
  c = cpu();
  jsonStmt.all(JSON.stringify(ids));
  const b = cpu() - c;
  c = cpu();
  const n = countStmt.get('the') as any;
  const d = cpu() - c;
  c = cpu();
  const n2 = countStmt.get('memory') as any;
  const e = cpu() - c;
  console.log(
    'in',
    a.toFixed(2),
    'json_each',
    b.toFixed(2),
    'count the',
    n.n,
    d.toFixed(2),
    'count memory',
    n2.n,
    e.toFixed(2),
  );
}
console.log(db.pragma('page_size'), db.pragma('cache_size'));
