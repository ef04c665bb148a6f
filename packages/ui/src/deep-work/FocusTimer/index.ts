export { FocusTimer, type FocusTimerProps, type FocusTimerState } from './FocusTimer';
