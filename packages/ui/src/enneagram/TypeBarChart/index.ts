export { TypeBarChart, type TypeBar, type TypeBarChartProps } from './TypeBarChart';
