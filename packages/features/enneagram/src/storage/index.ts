export {
  clearProgress,
  forgetUserName,
  hasProgress,
  readComparison,
  readProgress,
  readTestResult,
  readUserName,
  storageKeys,
  storeComparison,
  storeProgress,
  storeTestResult,
  storeUserName,
  userNameChangedEvent,
  type StorageAreas,
} from './browser-storage';
export { useStoredTestResult } from './useStoredTestResult';
export { useStoredUserName } from './useStoredUserName';
