// Knowledge-base search at 100,000 cards on the embedded database (SQLite FTS5), and on
// PostgreSQL (tsvector + GIN) when DATABASE_URL is set. The parent runs each measurement in a
// child process with tsx, so the server's TypeScript loads and the cards leave no memory behind
// in the bench runner.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const childFlag = '--search-bench-child';

/**
 * Cards for the PostgreSQL figures: as many as SQLite's, so the two rows compare. Loading goes
 * through the same import call (eleven tsvectors a card, about 27 s for 100,000 here);
 * `SEARCH_BENCH_PG_COUNT` asks for fewer (decision 070).
 */
export const postgresSearchCount = 100_000;

/**
 * Runs the measurement in a child process and returns its figures. `engine` 'postgres' uses
 * DATABASE_URL, in a schema of its own that is dropped afterwards.
 */
export function measureSearch({ count, queriesPerKind = 150, engine = 'sqlite' } = {}) {
  const cards = count ?? (engine === 'postgres' ? postgresSearchCount : 100_000);
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      fileURLToPath(import.meta.url),
      childFlag,
      String(cards),
      String(queriesPerKind),
      engine,
    ],
    { cwd: repoRoot, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  return new Promise((resolve, reject) => {
    let result;
    createInterface({ input: child.stdout }).on('line', (line) => {
      if (line.startsWith('{')) result = JSON.parse(line);
    });
    child.once('exit', (code) =>
      code === 0 && result ? resolve(result) : reject(new Error(`search bench exited with ${code}`)),
    );
  });
}

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const round = (ms) => Math.round(ms * 100) / 100;

function summarise(timings) {
  const sorted = [...timings].sort((a, b) => a - b);
  return { p50: round(percentile(sorted, 50)), p95: round(percentile(sorted, 95)), count: sorted.length };
}

/** A small deterministic random stream, so every run asks the same questions. */
function randomStream(seed) {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 4294967296;
  };
}

const wordsOf = (text) => text.toLowerCase().match(/[a-z]+/g) ?? [];

/**
 * The query mix, drawn from the generated cards themselves so every query has real hits: a basic
 * search (two title words over all fields), a per-field Matches (a tag word, a title word), a
 * phrase (two title words in order, or a whole tag) and a Should Match of two entries.
 */
function queryMix(cards, perKind) {
  const random = randomStream(20241206);
  const card = () => cards[Math.floor(random() * cards.length)];
  const pick = (list) => list[Math.floor(random() * list.length)];
  const contentWord = (text) => {
    const words = wordsOf(text).filter((word) => word.length >= 4);
    return words.length > 0 ? pick(words) : wordsOf(text)[0];
  };
  const entry = (field, type, search) => ({ field, type, search });
  const kinds = {
    basic: () => {
      const title = card().refTitle;
      return {
        qualifier: 'Must Match',
        entries: [entry('all', 'Matches', `${contentWord(title)} ${contentWord(title)}`)],
      };
    },
    field: () => {
      const source = card();
      return random() < 0.5
        ? { qualifier: 'Must Match', entries: [entry('tags', 'Matches', contentWord(pick(source.tags)))] }
        : { qualifier: 'Must Match', entries: [entry('refTitle', 'Matches', contentWord(source.refTitle))] };
    },
    phrase: () => {
      const source = card();
      if (random() < 0.5)
        return { qualifier: 'Must Match', entries: [entry('tags', 'Match Phrase', pick(source.tags))] };
      const words = wordsOf(source.refTitle);
      const start = Math.floor(random() * Math.max(1, words.length - 1));
      return {
        qualifier: 'Must Match',
        entries: [entry('refTitle', 'Match Phrase', words.slice(start, start + 2).join(' '))],
      };
    },
    should: () => ({
      qualifier: 'Should Match',
      entries: [
        entry('tags', 'Match Phrase', pick(card().tags)),
        entry('refTitle', 'Matches', contentWord(card().refTitle)),
      ],
    }),
  };
  return Object.fromEntries(
    Object.entries(kinds).map(([kind, make]) => [kind, Array.from({ length: perKind }, make)]),
  );
}

/** The generated cards: read once to load them and to draw the queries, then let go. */
function readCards(linesFile) {
  return readFileSync(linesFile, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line));
}

/**
 * The server's own import path: refs.json in the backup folder, POST /api-import/refs, as many
 * times as the import's limit of records per file asks.
 */
async function importCards(app, cookie, backupDir, cards, maxBackupRecords) {
  for (let start = 0; start < cards.length; start += maxBackupRecords) {
    const part = cards.slice(start, start + maxBackupRecords);
    writeFileSync(join(backupDir, 'refs.json'), JSON.stringify(part));
    const imported = await app.inject({
      method: 'POST',
      url: '/api-import/refs',
      headers: { cookie, 'content-type': 'application/json' },
    });
    if (imported.statusCode !== 200 || imported.json().count !== part.length) {
      throw new Error(`import answered ${imported.statusCode} ${imported.body.slice(0, 300)}`);
    }
  }
}

async function runChild(count, perKind, engine) {
  const started = performance.now();
  const dir = mkdtempSync(join(tmpdir(), 'bench-search-'));
  const schema = `bench_search_${process.pid}`;
  try {
    const { generate } = await import('../content/references/generate-synthetic.mjs');
    const linesFile = join(dir, 'synthetic.jsonl');
    await generate(count, linesFile);
    mkdirSync(join(dir, 'backup'));
    const generated = performance.now();

    const { buildApp, loadConfig, planSearch, searchIndexFor } = await import('@portfolio/server');
    const { maxBackupRecords } = await import('@portfolio/contracts');
    const password = 'bench owner password';
    if (engine === 'postgres' && !process.env.DATABASE_URL) throw new Error('DATABASE_URL is not set');
    const app = await buildApp(
      loadConfig({
        ...process.env,
        DATABASE_URL: engine === 'postgres' ? process.env.DATABASE_URL : '',
        DATABASE_SCHEMA: engine === 'postgres' ? schema : '',
        DATA_DIR: join(dir, 'data'),
        BACKUP_DIR: join(dir, 'backup'),
        OWNER_PASSWORD: password,
        LOG_LEVEL: 'silent',
        RATE_LIMIT_MAX: '1000000',
      }),
      { demoLoaders: [] },
    );
    try {
      const signIn = await app.inject({ method: 'POST', url: '/api/owner/session', payload: { password } });
      const cookie = String(signIn.headers['set-cookie'] ?? '').split(';')[0];
      const importStarted = performance.now();
      // The cards live only in this block: a server does not hold its cards as objects, and
      // keeping them would make every garbage collection during the measurement slower.
      const mix = await (async () => {
        const cards = readCards(linesFile);
        await importCards(app, cookie, join(dir, 'backup'), cards, maxBackupRecords);
        return queryMix(cards, perKind);
      })();
      const loaded = performance.now();

      const searchIndex = searchIndexFor(app.dbDialect);
      const cpuMs = (since) => {
        const used = process.cpuUsage(since);
        return (used.user + used.system) / 1000;
      };
      // The index alone (count and one page of ids), then the whole answer as a visitor gets it:
      // route, validation, index, 200 cards read, highlights, JSON checked against the contract.
      const run = async (query) => {
        const plan = planSearch(query);
        let before = performance.now();
        let cpu = process.cpuUsage();
        const hits = await searchIndex.search(app.db, plan, { from: 0, size: 200 });
        const index = { wall: performance.now() - before, cpu: cpuMs(cpu) };

        const url = `/api-knowledgebase/docs/query?q=${encodeURIComponent(JSON.stringify(query))}`;
        // A server's event loop turns between requests; a loop of awaited injects alone never
        // lets it, and the work it defers (closing streams) would pile up on the heap.
        await new Promise((resolve) => setImmediate(resolve));
        before = performance.now();
        cpu = process.cpuUsage();
        const response = await app.inject({ url });
        const answer = { wall: performance.now() - before, cpu: cpuMs(cpu) };
        if (response.statusCode !== 200)
          throw new Error(`search answered ${response.statusCode} ${response.body}`);
        if (response.json().total !== hits.total) throw new Error('the route and the index disagree');
        return { index, answer, total: hits.total };
      };

      // Warm-up: JIT, statement cache, database pages.
      for (const queries of Object.values(mix)) for (const query of queries.slice(0, 20)) await run(query);

      const timings = { index: { wall: {}, cpu: {} }, answer: { wall: {}, cpu: {} } };
      const hits = [];
      // Kinds take turns, so a noisy moment on the machine does not land on one kind only.
      for (let index = 0; index < perKind; index += 1) {
        for (const [kind, queries] of Object.entries(mix)) {
          const result = await run(queries[index]);
          for (const part of ['index', 'answer']) {
            for (const clock of ['wall', 'cpu']) {
              (timings[part][clock][kind] ??= []).push(result[part][clock]);
              (timings[part][clock].all ??= []).push(result[part][clock]);
            }
          }
          hits.push(result.total);
        }
      }
      hits.sort((a, b) => a - b);
      const figures = (byKind) =>
        Object.fromEntries(Object.entries(byKind).map(([kind, list]) => [kind, summarise(list)]));
      return {
        engine,
        count,
        generateSeconds: round((generated - started) / 1000),
        importSeconds: round((loaded - importStarted) / 1000),
        medianHits: percentile(hits, 50),
        index: { wall: figures(timings.index.wall), cpu: figures(timings.index.cpu) },
        answer: { wall: figures(timings.answer.wall), cpu: figures(timings.answer.cpu) },
      };
    } finally {
      if (engine === 'postgres') await app.db.schema.dropSchema(schema).ifExists().cascade().execute();
      await app.close();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The figures as `npm run bench` prints them. */
export function describeSearch(search) {
  const ms = ({ p50, p95 }) => `p50 ${p50} ms, p95 ${p95} ms`;
  const engine =
    search.engine === 'postgres'
      ? 'PostgreSQL (tsvector + GIN; SEARCH_BENCH_PG_COUNT sets the number of cards, decision 070), no budget'
      : 'SQLite (FTS5); budget: p95 under 10 ms';
  const lines = [
    `Knowledge-base search, ${search.count.toLocaleString('en-US')} synthetic cards on ${engine}, ` +
      `${search.answer.wall.all.count} queries (median ${search.medianHits} hits):`,
  ];
  for (const [part, label] of [
    ['index', 'index search (count + page of 200 ids)'],
    ['answer', 'whole answer (GET /api-knowledgebase/docs/query in process, 200 cards, highlights)'],
  ]) {
    const { wall, cpu } = search[part];
    const kinds = Object.keys(wall).filter((kind) => kind !== 'all');
    lines.push(`  ${label}: ${ms(wall.all)}; CPU time ${ms(cpu.all)}`);
    lines.push(`    by kind: ${kinds.map((kind) => `${kind} ${ms(wall[kind])}`).join('; ')}`);
  }
  lines.push(`  loading the cards through POST /api-import/refs: ${search.importSeconds} s`);
  return lines.join('\n');
}

if (process.argv[2] === childFlag) {
  const [count, perKind, engine] = process.argv.slice(3);
  const result = await runChild(Number(count), Number(perKind), engine);
  console.log(JSON.stringify(result));
} else if (process.argv[1] === fileURLToPath(import.meta.url)) {
  // `node bench/search.mjs [count]`: this benchmark alone; PostgreSQL too when DATABASE_URL is
  // set (`SEARCH_BENCH_PG_COUNT` changes its number of cards). `--json` prints the raw figures.
  const count = process.argv[2] && !process.argv[2].startsWith('-') ? Number(process.argv[2]) : undefined;
  const results = [await measureSearch({ count })];
  if (process.env.DATABASE_URL) {
    const pgCount = process.env.SEARCH_BENCH_PG_COUNT;
    results.push(await measureSearch({ engine: 'postgres', count: pgCount ? Number(pgCount) : undefined }));
  }
  for (const result of results) {
    console.log(process.argv.includes('--json') ? JSON.stringify(result, null, 2) : describeSearch(result));
  }
}
