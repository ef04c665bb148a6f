// The comparison pages: enneagram/comparator, comparator-chart and comparator-difference.
export { ComparatorRoute } from './ComparatorRoute';
export { ComparatorChartRoute } from './ComparatorChartRoute';
export { ComparatorDifferenceRoute } from './ComparatorDifferenceRoute';
