export { DayPlan, type DayPlanProps, type DayPlanRow, startBlockButtonId, type TaskStatus } from './DayPlan';
