export * from './ShoppingListBoard';
