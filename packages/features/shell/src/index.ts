// The shell's eager part: everything the first page load of /home or /landing needs.
export { ShellRoot } from './root/ShellRoot';
export { RouteFallback } from './root/RouteFallback';
export { HomeRoute } from './home/HomeRoute';
export { LandingRoute } from './landing/LandingRoute';
export { buildLandingTiles } from './landing/landing-tiles';
