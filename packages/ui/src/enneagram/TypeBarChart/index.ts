export { TypeBarChart, type TypeBar, type TypeBarChartProps } from './TypeBarChart';
export { CHART_REDRAW_DELAY_MS, useDebouncedWidth } from './useDebouncedWidth';
