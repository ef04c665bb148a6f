export * from './GalleryHomePage';
