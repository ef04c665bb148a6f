import { type AnswerItem, answerItemSchema, type TestResult, testResultSchema } from '@portfolio/contracts';

/**
 * The area's browser storage (spec part 2 §3). The keys and shapes are the spec's:
 * localStorage `username` and `enneagram_data`, sessionStorage `test_results`; the comparator's
 * choice is ours, `enneagram_comparison`. Everything read is checked, so a hand-edited or
 * outdated entry reads as absent instead of breaking a page.
 */
export const storageKeys = {
  username: 'username',
  progress: 'enneagram_data',
  testResults: 'test_results',
  comparison: 'enneagram_comparison',
} as const;

/** The browser's stores; tests pass in-memory ones. */
export interface StorageAreas {
  local: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  session: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
}

const browserAreas = (): StorageAreas => ({ local: window.localStorage, session: window.sessionStorage });

/** Fired on the window when this page changes the stored user name (`storage` only tells other tabs). */
export const userNameChangedEvent = 'enneagram-username-changed';

/** What reading needs of a schema: zod's `safeParse`. */
interface Checker<T> {
  safeParse: (value: unknown) => { success: true; data: T } | { success: false };
}

function readJson<T>(text: string | null, schema: Checker<T>): T | null {
  if (text === null) return null;
  try {
    const parsed = schema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

function announceUserNameChange() {
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(userNameChangedEvent));
}

// ------------------------------------------------------------------ logged-in user name

/** The logged-in user's name, or null when logged off. */
export function readUserName(areas: StorageAreas = browserAreas()): string | null {
  const name = areas.local.getItem(storageKeys.username)?.trim();
  return name ? name : null;
}

export function storeUserName(name: string, areas: StorageAreas = browserAreas()): void {
  areas.local.setItem(storageKeys.username, name.trim());
  announceUserNameChange();
}

export function forgetUserName(areas: StorageAreas = browserAreas()): void {
  areas.local.removeItem(storageKeys.username);
  announceUserNameChange();
}

// ------------------------------------------------------------------ the test in progress

const progressSchema = answerItemSchema.array().min(1);

/** The test in progress (all its answer items, answered or not), or null when there is none. */
export function readProgress(areas: StorageAreas = browserAreas()): AnswerItem[] | null {
  return readJson(areas.local.getItem(storageKeys.progress), progressSchema);
}

export function storeProgress(answers: readonly AnswerItem[], areas: StorageAreas = browserAreas()): void {
  areas.local.setItem(storageKeys.progress, JSON.stringify(answers));
}

export function clearProgress(areas: StorageAreas = browserAreas()): void {
  areas.local.removeItem(storageKeys.progress);
}

export function hasProgress(areas: StorageAreas = browserAreas()): boolean {
  return readProgress(areas) !== null;
}

// ------------------------------------------------------------------ the result to show

/** The saved test the results page shows, or null when none was chosen in this tab. */
export function readTestResult(areas: StorageAreas = browserAreas()): TestResult | null {
  return parseTestResult(areas.session.getItem(storageKeys.testResults));
}

/** A stored test result's text, checked: null when absent, unreadable or outdated. */
export function parseTestResult(text: string | null): TestResult | null {
  return readJson(text, testResultSchema);
}

export function storeTestResult(test: TestResult, areas: StorageAreas = browserAreas()): void {
  areas.session.setItem(storageKeys.testResults, JSON.stringify(test));
}

// ------------------------------------------------------------------ the comparator's choice

const comparisonSchema = testResultSchema.array();

/** The tests chosen in the comparator, or null when none were chosen in this tab. */
export function readComparison(areas: StorageAreas = browserAreas()): TestResult[] | null {
  return readJson(areas.session.getItem(storageKeys.comparison), comparisonSchema);
}

export function storeComparison(tests: readonly TestResult[], areas: StorageAreas = browserAreas()): void {
  areas.session.setItem(storageKeys.comparison, JSON.stringify(tests));
}
