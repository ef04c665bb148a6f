export { FocusTimer, focusTimerIds, type FocusTimerProps, type FocusTimerState } from './FocusTimer';
