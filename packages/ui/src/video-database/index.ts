// The video library's presentational components. Each lives in its own folder with its stories.
export * from './VideoLibraryPage';
export * from './CategoryList';
export * from './VideoFileList';
export * from './VideoPlayer';
export * from './AddTagsDialog';
