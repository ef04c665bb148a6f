export { WeekTasks, type WeekTask, type WeekTasksProps } from './WeekTasks';
