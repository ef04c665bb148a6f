import { writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import type { Reporter, SerializedError, TestModule, TestRunEndReason, Vitest } from 'vitest/node';

/**
 * Counts what Vitest ran and writes it for scripts/test.mjs, which prints the one
 * `N passed, N failed` line CI reads. A file that failed to load, an unhandled error and a
 * project that ran no test each count as a failure, so a broken suite can never look green.
 */
export default class CountReporter implements Reporter {
  private projectNames: string[] = [];

  onInit(vitest: Vitest): void {
    this.projectNames = vitest.projects.map((project) => project.name);
  }

  onTestRunEnd(
    testModules: ReadonlyArray<TestModule>,
    unhandledErrors: ReadonlyArray<SerializedError>,
    reason: TestRunEndReason,
  ): void {
    let passed = 0;
    let failed = 0;
    let skipped = 0;
    // What failed, by name, so the last lines of a CI log say where to look.
    const failures: string[] = [];
    // And what was skipped (a test that needs PostgreSQL on a run without it), so no skip goes unnamed.
    const skippedNames: string[] = [];
    const ranPerProject = new Map(this.projectNames.map((name) => [name, 0]));
    for (const module of testModules) {
      if (module.errors().length > 0) {
        failed += 1;
        failures.push(
          `${relative(process.cwd(), module.moduleId)}: ${firstLine(module.errors()[0]?.message)}`,
        );
      }
      for (const test of module.children.allTests()) {
        const state = test.result().state;
        if (state === 'passed') passed += 1;
        else if (state === 'failed') {
          failed += 1;
          failures.push(
            `${module.project.name} › ${relative(process.cwd(), module.moduleId)} › ${test.fullName}`,
          );
        } else {
          skipped += 1;
          skippedNames.push(`${relative(process.cwd(), module.moduleId)} › ${test.fullName}`);
        }
        if (state === 'passed' || state === 'failed') {
          const project = module.project.name;
          ranPerProject.set(project, (ranPerProject.get(project) ?? 0) + 1);
        }
      }
    }
    // A project whose include pattern matches nothing (or whose tests are all skipped) passes
    // silently in Vitest; here it is a failure that names the project.
    const emptyProjects = [...ranPerProject].filter(([, ran]) => ran === 0).map(([name]) => name);
    failed += unhandledErrors.length + emptyProjects.length;
    for (const error of unhandledErrors) failures.push(`unhandled: ${firstLine(error.message)}`);
    const out = process.env.COUNT_FILE;
    const summary = { passed, failed, skipped, skippedNames, emptyProjects, failures, reason };
    if (out) writeFileSync(out, JSON.stringify(summary));
    else {
      for (const name of emptyProjects) console.log(`vitest: project ${name} ran no test`);
      console.log(`vitest: ${passed} passed, ${failed} failed, ${skipped} skipped`);
    }
  }
}

function firstLine(text: string | undefined): string {
  return (text ?? 'no message').split('\n')[0]!.slice(0, 300);
}
