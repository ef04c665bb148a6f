// The video library's route module, mounted lazily by apps/site under /video-database.
export { VideoDatabaseRoutes } from './library/VideoDatabaseRoutes';
