// `npm run bench` runs on the project's Node (Node 24, provisioned on an older machine): the
// server it measures needs Node 22 or newer. The figures themselves are in run.mjs.
import { ensureSupportedNode } from '../scripts/lib/node-runtime.mjs';

await ensureSupportedNode(new URL('./run.mjs', import.meta.url).href);
await import('./run.mjs');
