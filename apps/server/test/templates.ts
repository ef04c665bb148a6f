import { removePostgresTemplates } from './postgres-template';
import { removeSqliteTemplates } from './sqlite-template';

let suites = 0;
let suitesDone = 0;

/**
 * Called once per `useTestServer` while the file's tests are collected; the returned hook, run
 * after each of those suites, removes the file's templates (SQLite files, the PostgreSQL working
 * schema) after the last one, so every suite of the file shares them.
 */
export function templateSuite(): () => Promise<void> {
  suites += 1;
  return async () => {
    suitesDone += 1;
    if (suitesDone < suites) return;
    removeSqliteTemplates();
    await removePostgresTemplates();
  };
}
