export * from './MenuButton';
