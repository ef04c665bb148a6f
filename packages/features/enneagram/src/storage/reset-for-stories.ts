import type { AnswerItem } from '@portfolio/contracts';
import { clearProgress, forgetUserName, storageKeys, storeProgress, storeUserName } from './browser-storage';

/**
 * For stories: every story starts from a known browser state, since stories share one page's
 * storage. Logged off and without progress unless told otherwise.
 */
export function resetEnneagramBrowserState({
  userName,
  progress,
}: { userName?: string; progress?: readonly AnswerItem[] } = {}): void {
  forgetUserName();
  clearProgress();
  window.sessionStorage.removeItem(storageKeys.testResults);
  window.sessionStorage.removeItem(storageKeys.comparison);
  if (userName) storeUserName(userName);
  if (progress) storeProgress(progress);
}
