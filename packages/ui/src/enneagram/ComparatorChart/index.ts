export {
  ComparatorChart,
  type ComparatorChartProps,
  type ComparisonSeries,
  type ComparisonTypeGroup,
} from './ComparatorChart';
