// The photo gallery's route modules, mounted lazily by apps/site at /gallery/*.
export { AlbumRoutes, GalleryRoutes } from './GalleryRoutes';
