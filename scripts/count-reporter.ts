import { writeFileSync } from 'node:fs';
import type { Reporter, SerializedError, TestModule } from 'vitest/node';

/**
 * Counts what Vitest ran and writes it for scripts/test.mjs, which prints the one
 * `N passed, N failed` line CI reads. A file that failed to load and an unhandled error
 * each count as a failure, so a broken suite can never look green.
 */
export default class CountReporter implements Reporter {
  onTestRunEnd(
    testModules: ReadonlyArray<TestModule>,
    unhandledErrors: ReadonlyArray<SerializedError>,
  ): void {
    let passed = 0;
    let failed = 0;
    let skipped = 0;
    for (const module of testModules) {
      if (module.errors().length > 0) failed += 1;
      for (const test of module.children.allTests()) {
        const state = test.result().state;
        if (state === 'passed') passed += 1;
        else if (state === 'failed') failed += 1;
        else skipped += 1;
      }
    }
    failed += unhandledErrors.length;
    const out = process.env.COUNT_FILE;
    const summary = { passed, failed, skipped };
    if (out) writeFileSync(out, JSON.stringify(summary));
    else console.log(`vitest: ${passed} passed, ${failed} failed, ${skipped} skipped`);
  }
}
