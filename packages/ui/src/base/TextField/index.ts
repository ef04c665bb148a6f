export * from './TextField';
