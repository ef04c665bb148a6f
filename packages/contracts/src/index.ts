export * from './contract';
export * from './errors';
export * from './site';
export * from './owner';
export * from './enneagram';
export * from './midi';
export * from './references';
export * from './world-map';
