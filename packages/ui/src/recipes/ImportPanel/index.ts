export * from './ImportPanel';
