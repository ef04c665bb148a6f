export * from './ReportsPage';
export type { DinnerMonth } from './DinnersPerMonthChart';
export type { ReplyTotals } from './RepliesBar';
