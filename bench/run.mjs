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
console.log('API throughput, GET /api/owner/session, 32 connections:');
console.log(`  bare Fastify (constant JSON): ${api.bare.rps} req/s, p99 ${api.bare.p99ms} ms`);
console.log(
  `  portfolio server (session read from SQLite): ${api.portfolio.rps} req/s, p99 ${api.portfolio.p99ms} ms, ` +
    `${Math.round((api.portfolio.rps / api.bare.rps) * 100)}% of bare (budget: at least 50%), errors ${api.portfolio.errors}`,
);
