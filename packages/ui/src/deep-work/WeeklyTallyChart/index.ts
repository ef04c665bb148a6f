export { WeeklyTallyChart, type WeeklyTallyChartProps, type WeeklyTallyDay } from './WeeklyTallyChart';
