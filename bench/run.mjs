// `npm run bench`: prints each figure beside its floor or baseline, measured in the same run.
import { describeApi, measureApi } from './api-throughput.mjs';
import { measureBundles } from './bundle-size.mjs';
import { describeCalendarFeed, measureCalendarFeed } from './calendar-feed.mjs';
import { describeGallery, measureGallery } from './gallery.mjs';
import { describeGlobeFrames, measureGlobeFrames } from './globe-frames.mjs';
import { describeLighthouse, measureLighthouse } from './lighthouse.mjs';
import { describeMemory, measureMemory } from './memory.mjs';
import { describeProxy, measureProxy } from './proxy-throughput.mjs';
import { describeRelease, measureRelease } from './release.mjs';
import { describeSearch, measureSearch } from './search.mjs';
import { measureStartTime } from './start-time.mjs';

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const pct = (part, whole) => `${((part / whole - 1) * 100).toFixed(1)}%`;

const { floor, landing } = await measureBundles();
console.log('Landing route, first-load JS (gzip):');
console.log(
  `  stack floor (react, react-dom, router, styled-components): ${kb(floor.gzip)} in ${floor.files} file(s)`,
);
const landingOver = landing.gzip / floor.gzip - 1;
console.log(
  `  landing route: ${kb(landing.gzip)} in ${landing.files} file(s), ${pct(landing.gzip, floor.gzip)} over the floor (budget: within 10%): ${
    landingOver <= 0.1 ? 'met' : 'missed'
  }`,
);

console.log(describeApi(await measureApi()));

console.log(describeSearch(await measureSearch()));
if (process.env.DATABASE_URL) console.log(describeSearch(await measureSearch({ engine: 'postgres' })));

// Both of these build the site first (npm start does), so the Lighthouse run sees the same build.
const start = await measureStartTime();
console.log(
  `npm start on a fresh embedded database, to the first answered page: ${start.seconds.toFixed(1)} s`,
);

console.log(describeRelease(await measureRelease()));

const lighthouse = await measureLighthouse();
console.log(describeLighthouse(lighthouse));
const routesOverBudget = lighthouse.routes.filter((route) => route.failures.length);

console.log(describeGlobeFrames(await measureGlobeFrames()));

console.log(describeGallery(await measureGallery()));

console.log(describeCalendarFeed(await measureCalendarFeed()));

// After the site build above: pages are part of the load.
console.log(describeMemory(await measureMemory()));

// Needs DATABASE_URL and the site built above: nginx in front of one and two servers.
console.log(describeProxy(await measureProxy()));

// The bench fails when a route misses its Lighthouse budget, after every figure is printed.
if (routesOverBudget.length) {
  console.log(`Over budget: ${routesOverBudget.map((route) => route.path).join(', ')}`);
  process.exitCode = 1;
}
