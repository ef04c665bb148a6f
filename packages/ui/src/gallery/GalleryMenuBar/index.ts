export * from './GalleryMenuBar';
