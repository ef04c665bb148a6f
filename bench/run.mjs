// `npm run bench`: prints each figure beside its floor or baseline, measured in the same run.
import { measureApi } from './api-throughput.mjs';
import { measureBundles } from './bundle-size.mjs';
import { describeGallery, measureGallery } from './gallery.mjs';
import { describeGlobeFrames, measureGlobeFrames } from './globe-frames.mjs';
import { describeLighthouse, measureLighthouse } from './lighthouse.mjs';
import { measureSearch } from './search.mjs';
import { measureStartTime } from './start-time.mjs';

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const pct = (part, whole) => `${((part / whole - 1) * 100).toFixed(1)}%`;

const { floor, landing } = await measureBundles();
console.log('Landing route, first-load JS (gzip):');
console.log(
  `  stack floor (react, react-dom, router, styled-components): ${kb(floor.gzip)} in ${floor.files} file(s)`,
);
console.log(
  `  landing route: ${kb(landing.gzip)} in ${landing.files} file(s), ${pct(landing.gzip, floor.gzip)} over the floor (budget: within 10%)`,
);

const api = await measureApi();
const rounds = (side) => `best of ${side.runs.join(', ')}`;
console.log(
  `API throughput, GET /api/owner/session, 32 connections, ${api.bare.runs.length} alternating rounds:`,
);
console.log(
  `  bare Fastify (constant JSON): ${api.bare.rps} req/s (${rounds(api.bare)}), p99 ${api.bare.p99ms} ms, errors ${api.bare.errors}`,
);
console.log(
  `  bare Fastify (the same prepared SQLite session read): ${api.bareSession.rps} req/s (${rounds(api.bareSession)}), ` +
    `p99 ${api.bareSession.p99ms} ms, errors ${api.bareSession.errors}`,
);
console.log(
  `  portfolio server (session read from SQLite): ${api.portfolio.rps} req/s (${rounds(api.portfolio)}), ` +
    `p99 ${api.portfolio.p99ms} ms, errors ${api.portfolio.errors}`,
);
const share = (side) => Math.round((api.portfolio.rps / side.rps) * 100);
console.log(`  portfolio / bare session read: ${share(api.bareSession)}% (budget: at least 80%)`);
console.log(
  `  portfolio / bare constant JSON: ${share(api.bare)}% (for reference: includes the database read)`,
);

const search = await measureSearch();
const ms = ({ p50, p95 }) => `p50 ${p50} ms, p95 ${p95} ms`;
console.log(
  `Knowledge-base search, ${search.count.toLocaleString('en-US')} synthetic cards on SQLite (FTS5), ` +
    `${search.answer.wall.all.count} queries (median ${search.medianHits} hits); budget: p95 under 10 ms:`,
);
for (const [part, label] of [
  ['index', 'index search (count + page of 200 ids)'],
  ['answer', 'whole answer (GET /api-knowledgebase/docs/query in process, 200 cards, highlights)'],
]) {
  const { wall, cpu } = search[part];
  const kinds = Object.keys(wall).filter((kind) => kind !== 'all');
  console.log(`  ${label}: ${ms(wall.all)}; CPU time ${ms(cpu.all)}`);
  console.log(`    by kind: ${kinds.map((kind) => `${kind} ${ms(wall[kind])}`).join('; ')}`);
}
console.log(`  loading the cards through POST /api-import/refs: ${search.importSeconds} s`);

// Both of these build the site first (npm start does), so the Lighthouse run sees the same build.
const start = await measureStartTime();
console.log(
  `npm start on a fresh embedded database, to the first answered page: ${start.seconds.toFixed(1)} s`,
);

const lighthouse = await measureLighthouse();
console.log(describeLighthouse(lighthouse));
const routesOverBudget = lighthouse.routes.filter((route) => route.failures.length);

console.log(describeGlobeFrames(await measureGlobeFrames()));

console.log(describeGallery(await measureGallery()));

// The bench fails when a route misses its Lighthouse budget, after every figure is printed.
if (routesOverBudget.length) {
  console.log(`Over budget: ${routesOverBudget.map((route) => route.path).join(', ')}`);
  process.exitCode = 1;
}
