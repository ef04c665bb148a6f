// Route modules of the knowledge base, mounted lazily by apps/site.
// ReferencesRoute: /references; BackupRoute: /export-backup/n95.
export { ReferencesRoute } from './search/ReferencesRoute';
export { BackupRoute } from './backup/BackupRoute';
