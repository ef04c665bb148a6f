import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { basicSearchQuery } from '@portfolio/contracts';
import { openDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrations';
import { upsertReferenceCards, referenceCardsById } from './cards';
import { searchIndexFor } from './search-index';
import { planSearch } from './search-text';
import { highlighter } from './highlight';
// @ts-expect-error untyped module
import { generate } from '../../../../content/references/generate-synthetic.mjs';

const count = Number(process.argv[2] ?? 5000);
const dir = mkdtempSync(join(tmpdir(), 'zzp-'));
await generate(count, join(dir, 'c.jsonl'));
const cards = readFileSync(join(dir, 'c.jsonl'), 'utf8')
  .split('\n')
  .filter(Boolean)
  .map((l) => JSON.parse(l));
const { db } = await openDatabase({ dataDir: dir });
await migrateToLatest(db);
const index = searchIndexFor('sqlite');
let t = performance.now();
await db.transaction().execute((trx) => upsertReferenceCards(trx, index, cards));
console.log('load', (performance.now() - t).toFixed(0), 'ms');
const cpu = () => process.cpuUsage().user / 1000;
for (const w of ['history', 'information theory', 'memory', 'science', 'the', 'learning', 'zeppelin']) {
  const plan = planSearch(basicSearchQuery(w));
  for (let r = 0; r < 6; r++) {
    const c0 = cpu();
    const w0 = performance.now();
    const hits = await index.search(db, plan, { from: 0, size: 200 });
    const c1 = cpu();
    const w1 = performance.now();
    const recs = await referenceCardsById(db, hits.ids);
    const c2 = cpu();
    const w2 = performance.now();
    const h = highlighter(plan);
    for (const rec of recs) h(rec);
    const c3 = cpu();
    const w3 = performance.now();
    if (r === 5)
      console.log(
        w.padEnd(18),
        String(hits.total).padStart(6),
        'search',
        (c1 - c0).toFixed(2),
        '/',
        (w1 - w0).toFixed(2),
        ' rows',
        (c2 - c1).toFixed(2),
        '/',
        (w2 - w1).toFixed(2),
        ' hl',
        (c3 - c2).toFixed(2),
        '/',
        (w3 - w2).toFixed(2),
      );
  }
}
await db.destroy();
