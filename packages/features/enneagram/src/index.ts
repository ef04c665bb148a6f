// Route modules of the Enneagram area, mounted lazily by apps/site.
// EnneagramRoutes: everything under /enneagram/*; TypeHelperRoute: /typeHelper/:type; ChartRoute: /chart/:flavor.
export function EnneagramRoutes() {
  return null;
}
export function TypeHelperRoute() {
  return null;
}
export function ChartRoute() {
  return null;
}
