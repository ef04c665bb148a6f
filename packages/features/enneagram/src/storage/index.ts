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
export { useStoredUserName } from './useStoredUserName';
