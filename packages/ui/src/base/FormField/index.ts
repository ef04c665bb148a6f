export * from './formControls';
