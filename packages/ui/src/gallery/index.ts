// The photo gallery's presentational components. Each lives in its own folder with its stories.
export * from './GalleryMenuBar';
export * from './GalleryHomePage';
export * from './AlbumGrid';
export * from './Lightbox';
export * from './AlbumPage';
