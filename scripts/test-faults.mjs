// `npm run test:faults`: the whole attack and fault suite with its figures (requests sent, 5xx
// answers, the worst ping, writes acknowledged and lost). Its fast part also runs in `npm test`;
// this adds many more runs, the 50 ms ping target, the largest bodies and the SIGKILL crash loop
// on SQLite and on PostgreSQL clusters of its own (see apps/server/test/faults/run-suite.ts).
import { ensureDependencies, run } from './lib/ensure.mjs';
import { ensureSupportedNode } from './lib/node-runtime.mjs';

await ensureSupportedNode(import.meta.url);
ensureDependencies();
process.exit(run(process.execPath, ['--import', 'tsx', 'apps/server/test/faults/run-suite.ts']));
