export * from './InStockBoard';
