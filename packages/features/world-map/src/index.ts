// Route module of the world map area, mounted lazily by apps/site at /draggable-globe.
export { WorldMapRoute } from './globe/WorldMapRoute';
