// Contracts of the recipe and kitchen helper (spec part 1 §2-§9, issue 15). The spec shows the
// reads and the two import addresses; the in-stock save and the import status are designed in
// docs/decisions/055-recipes-api-and-content.md.
import { z } from 'zod';
import { defineContract } from './contract';
import { firstData as firstDataPaths } from './recipes.paths';

/** The inventory categories of spec §3, in its order. Canned appears only on the shopping list. */
export const inventoryCategories = [
  'Broth',
  'Canned',
  'Condiments',
  'Confections',
  'Dairy',
  'Drinks',
  'Fruit',
  'Garden',
  'Grains',
  'Meat',
  'Medication',
  'Pasta',
  'Pastries',
  'Oils',
  'Snacks',
  'Spices',
  'Vegetables',
  'Vitamins and Herbs',
  'Other',
] as const;
export type InventoryCategory = (typeof inventoryCategories)[number];

/** The categories the in-stock page lists: every one but Canned (spec §3). */
export const inStockCategories: readonly InventoryCategory[] = inventoryCategories.filter(
  (category) => category !== 'Canned',
);

export const isInventoryCategory = (value: string): value is InventoryCategory =>
  (inventoryCategories as readonly string[]).includes(value);

/** Most recipes the collection holds, most items a category holds. */
export const maxRecipes = 500;
export const maxInventoryItems = 300;
export const maxRecipeLines = 60;

export const recipeIdentifierSchema = z
  .string()
  .regex(/^[a-z0-9-]{1,64}$/, 'must be 1 to 64 lower-case letters, digits or "-"');

const text = (name: string, max: number) => z.string().max(max, `${name} has at most ${max} characters`);

export const recipeSummarySchema = z.object({
  identifier: recipeIdentifierSchema,
  name: text('name', 120),
  mealType: text('mealType', 40),
});
export type RecipeSummary = z.infer<typeof recipeSummarySchema>;

export const recipeIngredientSchema = z.object({ item: text('item', 120), amount: text('amount', 60) });
export type RecipeIngredient = z.infer<typeof recipeIngredientSchema>;

export const recipeInstructionSchema = z.object({ description: text('description', 600) });

export const recipeSchema = recipeSummarySchema.extend({
  ingredients: z.array(recipeIngredientSchema).max(maxRecipeLines),
  instructions: z.array(recipeInstructionSchema).max(maxRecipeLines),
  notes: text('notes', 2000),
  /** The address of the page the recipe was adapted from; shown only when linkName is non-empty. */
  linkSource: text('linkSource', 500),
  linkName: text('linkName', 120),
});
export type Recipe = z.infer<typeof recipeSchema>;

export const inventoryItemSchema = z.object({
  name: z.string().trim().min(1, 'name is required').max(80, 'name has at most 80 characters'),
  instock: z.boolean({ error: 'instock must be true or false' }),
});
export type InventoryItem = z.infer<typeof inventoryItemSchema>;

/** The factory inventory: items per category. */
export const inventoryFileSchema = z.record(z.string(), z.array(inventoryItemSchema).max(maxInventoryItems));
export const recipesFileSchema = z.array(recipeSchema).max(maxRecipes);

/** A category as written in an address; unknown names get a 404 that lists the known ones. */
export const inventoryCategoryParamsSchema = z.object({
  category: z.string().min(1, 'category is required').max(40, 'category has at most 40 characters'),
});

const messageSchema = z.object({ msg: z.string() });

/** GET /apiRecipes/recipes/all-recipes: the cards of the recipes home. */
export const getRecipeList = defineContract({
  method: 'GET',
  path: firstDataPaths.recipeList,
  response: z.array(recipeSummarySchema).max(maxRecipes),
});

/** GET /apiRecipes/{recipe}: one recipe; an unknown identifier answers 404. */
export const getRecipe = defineContract({
  method: 'GET',
  path: firstDataPaths.recipe,
  params: z.object({ recipe: recipeIdentifierSchema }),
  response: recipeSchema,
});

/** GET /apiRecipes/inventory/{category}: the category's items (name, instock). */
export const getInventoryCategory = defineContract({
  method: 'GET',
  path: '/apiRecipes/inventory/:category',
  params: inventoryCategoryParamsSchema,
  response: z.array(inventoryItemSchema).max(maxInventoryItems),
});

/** PUT /apiRecipes/inventory/{category}: the owner ticks or unticks one item as in stock. */
export const updateInventoryItem = defineContract({
  method: 'PUT',
  path: '/apiRecipes/inventory/:category',
  params: inventoryCategoryParamsSchema,
  body: inventoryItemSchema,
  response: messageSchema,
  ownerOnly: true,
});

/** GET /apiRecipesImport/status: what is already loaded, so the import page can disable its buttons. */
export const getRecipesImportStatus = defineContract({
  method: 'GET',
  path: '/apiRecipesImport/status',
  response: z.object({
    recipes: z.number().int().min(0),
    inventoryItems: z.number().int().min(0),
  }),
});

/** POST /apiRecipesImport/factory (empty body): loads the factory recipes, replacing them. */
export const importFactoryRecipes = defineContract({
  method: 'POST',
  path: '/apiRecipesImport/factory',
  response: messageSchema,
  ownerOnly: true,
});

/** POST /apiRecipesImport/inventory (empty body): loads the factory inventory, replacing it. */
export const importFactoryInventory = defineContract({
  method: 'POST',
  path: '/apiRecipesImport/inventory',
  response: messageSchema,
  ownerOnly: true,
});
