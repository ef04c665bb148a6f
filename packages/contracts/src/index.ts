export * from './contract';
export * from './errors';
export * from './site';
export * from './owner';
