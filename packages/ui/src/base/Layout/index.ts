export * from './Layout';
