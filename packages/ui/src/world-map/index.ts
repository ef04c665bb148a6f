// The world map area's presentational components. Each lives in its own folder with its stories.
// The placeholder imports none of the globe's libraries: pages show it while the globe loads.
export * from './GlobePlaceholder';
export * from './WorldGlobe';
