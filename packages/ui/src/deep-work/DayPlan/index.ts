export { DayPlan, type DayPlanProps, type DayPlanRow, type TaskStatus } from './DayPlan';
