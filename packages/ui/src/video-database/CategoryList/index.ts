export * from './CategoryList';
