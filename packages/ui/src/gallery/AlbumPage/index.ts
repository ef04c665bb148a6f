export * from './AlbumPage';
