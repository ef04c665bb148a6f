// Deep Work's presentational components. Each lives in its own folder with its stories.
export { durationText, clockText } from './format';
export * from './FocusTimer';
export * from './DayPlan';
export * from './WeeklyTallyChart';
export * from './TaskForm';
export * from './WeekTasks';
export * from './DeepWorkPage';
