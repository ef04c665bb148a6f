// Writes sample-tests.json: the demo users' saved tests that the server loads on first start,
// so User Results and the comparator have something to show. They are the mocks' demo tests
// (one source); mocks/src/enneagram-sample-tests.test.ts fails if the two drift apart.
// Run: npx tsx content/enneagram/write-sample-tests.ts
import { writeFileSync } from 'node:fs';
import { enneagramDemoTests } from '@portfolio/mocks/fixtures/enneagram';

const file = new URL('./sample-tests.json', import.meta.url);
writeFileSync(file, `${JSON.stringify(enneagramDemoTests, null, 2)}\n`);
console.log(`wrote ${enneagramDemoTests.length} sample tests to ${file.pathname}`);
