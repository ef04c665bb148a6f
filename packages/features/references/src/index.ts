// Route modules of the knowledge base, mounted lazily by apps/site.
// ReferencesRoute: /references; BackupRoute: /export-backup/n95.
export function ReferencesRoute() {
  return null;
}
export function BackupRoute() {
  return null;
}
