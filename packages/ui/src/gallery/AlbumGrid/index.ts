export * from './AlbumGrid';
