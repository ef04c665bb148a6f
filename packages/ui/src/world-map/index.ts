// The world map area's presentational components. Each lives in its own folder with its stories.
export * from './WorldGlobe';
