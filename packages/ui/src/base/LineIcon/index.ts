export * from './LineIcon';
