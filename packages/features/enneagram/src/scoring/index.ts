// Pure scoring of a test: scores per type, chosen statements, the rebuild check, dates, comparison rules.
export * from './answers';
export * from './score';
export * from './rebuild';
export * from './date';
export * from './comparison';
export * from './chart-axis';
export * from './bins';
