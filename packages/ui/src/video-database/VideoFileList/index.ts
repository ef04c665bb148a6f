export * from './VideoFileList';
