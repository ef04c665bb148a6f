export * from './VideoLibraryPage';
