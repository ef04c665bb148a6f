// The reference diagrams: /chart/:flavor.
export { ChartRoute } from './ChartRoute';
