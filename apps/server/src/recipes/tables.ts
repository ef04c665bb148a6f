/** The recipe collection: one row per recipe; its ingredient and instruction lists as JSON text. */
export interface RecipesTable {
  identifier: string;
  name: string;
  meal_type: string;
  notes: string;
  link_source: string;
  link_name: string;
  /** JSON array of `{ item, amount }`. */
  ingredients: string;
  /** JSON array of `{ description }`. */
  instructions: string;
  /** The order of the factory file: the order of the recipes home. */
  position: number;
}

/** The kitchen inventory: items per category, and whether the owner has them in stock. */
export interface InventoryItemsTable {
  category: string;
  name: string;
  /** 1 in stock, 0 not (an integer on both engines). */
  instock: number;
  position: number;
}

export interface RecipesTables {
  recipes: RecipesTable;
  recipe_inventory: InventoryItemsTable;
}

declare module '../db/schema' {
  // Adds this area's tables to every `Kysely<Database>`.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface Database extends RecipesTables {}
}
