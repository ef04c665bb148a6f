// Route modules of the Enneagram area, mounted lazily by apps/site.
// EnneagramRoutes: everything under /enneagram/*; TypeHelperRoute: /typeHelper/:type; ChartRoute: /chart/:flavor.
export { EnneagramRoutes } from './EnneagramRoutes';
export { ChartRoute } from './charts';
export { TypeHelperRoute } from './results/TypeHelperRoute';
