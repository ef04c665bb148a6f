// Deep Work's presentational components. Each lives in its own folder with its stories.
export { durationText, clockText, dayText, weekRangeText } from './format';
export * from './FocusTimer';
export * from './DayPlan';
export * from './WeeklyTallyChart';
export * from './TaskForm';
export * from './WeekTasks';
export * from './WeekNav';
export * from './BlockLog';
export * from './DeepWorkPage';
