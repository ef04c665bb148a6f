export * from './AccessoriesGuide';
