export * from './LoadingRoom';
