export * from './MonthCalendar';
export * from './MonthCalendarPlaceholder';
