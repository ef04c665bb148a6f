export * from './FormField';
export * from './formControls';
