import type { TestResult } from '@portfolio/contracts';
import { useMemo, useSyncExternalStore } from 'react';
import { parseTestResult, storageKeys } from './browser-storage';

// The open result is written by this tab's own pages before they navigate here: nothing to watch.
const noChanges = () => () => undefined;

/**
 * The open test result (sessionStorage): null when there is none, undefined while it cannot be
 * known yet (the server's paint, and the render that hydrates it; the browser's next render reads
 * it). The snapshot is the stored text, which compares equal between reads, parsed once per change.
 */
export function useStoredTestResult(): TestResult | null | undefined {
  const text = useSyncExternalStore<string | null | undefined>(
    noChanges,
    () => window.sessionStorage.getItem(storageKeys.testResults),
    () => undefined,
  );
  return useMemo(() => (text === undefined ? undefined : parseTestResult(text)), [text]);
}
