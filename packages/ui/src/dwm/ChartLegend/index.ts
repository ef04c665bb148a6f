export * from './ChartLegend';
