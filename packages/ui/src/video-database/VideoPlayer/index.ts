export * from './VideoPlayer';
