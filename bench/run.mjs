// `npm run bench`: prints each figure beside its floor or baseline, measured in the same run.
import { measureApi } from './api-throughput.mjs';
import { measureBundles } from './bundle-size.mjs';

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
  `  portfolio server (session read from SQLite): ${api.portfolio.rps} req/s (${rounds(api.portfolio)}), ` +
    `p99 ${api.portfolio.p99ms} ms, errors ${api.portfolio.errors}`,
);
console.log(
  `  portfolio / bare: ${Math.round((api.portfolio.rps / api.bare.rps) * 100)}% (budget: at least 50%)`,
);
