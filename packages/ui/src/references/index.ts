// The references area's presentational components. Each lives in its own folder with its stories.
export * from './MarkedText';
export * from './RichText';
export * from './ReferenceResultCard';
export * from './RecordPager';
export * from './ReferenceResults';
export * from './BasicSearchForm';
export * from './AdvancedSearchForm';
export * from './SavedQueryList';
export * from './ReferencesPage';
export * from './OwnerOnlyNotice';
export * from './BackupPage';
