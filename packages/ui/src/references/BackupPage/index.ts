export {
  type BackupActionState,
  type BackupFileRow,
  type BackupMessage,
  BackupPage,
  type BackupPageProps,
  type MissingReferenceItem,
  type OwnerState,
} from './BackupPage';
