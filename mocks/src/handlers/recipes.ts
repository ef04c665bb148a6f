import {
  getInventoryCategory,
  getRecipe,
  getRecipeList,
  getRecipesImportStatus,
  importFactoryInventory,
  importFactoryRecipes,
  type InventoryCategory,
  type InventoryItem,
  inventoryCategories,
  isInventoryCategory,
  type Recipe,
  updateInventoryItem,
} from '@portfolio/contracts';
import { inventoryFixture, recipesFixture } from '../fixtures/recipes';
import { apiErrorResponse, mockContract } from '../mock-contract';
import { isOwnerSignedIn } from './owner';

// The mock recipe helper: the inventory remembers ticks for as long as the page or test file
// lives; owner calls answer 401 unless the mock owner is signed in.

export interface RecipesMockState {
  recipes: Recipe[];
  inventory: Record<InventoryCategory, InventoryItem[]>;
}

const emptyInventory = () =>
  Object.fromEntries(inventoryCategories.map((category) => [category, []])) as unknown as Record<
    InventoryCategory,
    InventoryItem[]
  >;

let state: RecipesMockState = { recipes: [], inventory: emptyInventory() };

/** Back to the fixtures, or to an empty kitchen (`empty: true`) for the import page. */
export function resetRecipesMocks({ empty = false }: { empty?: boolean } = {}): void {
  state = empty
    ? { recipes: [], inventory: emptyInventory() }
    : { recipes: structuredClone(recipesFixture), inventory: structuredClone(inventoryFixture) };
}
resetRecipesMocks();

/** The mock inventory as it is now (for stories that check what a page saved). */
export function recipesMockInventory(): Record<InventoryCategory, InventoryItem[]> {
  return structuredClone(state.inventory);
}

const notOwner = () => apiErrorResponse(401, 'Sign in as the owner to do this');
const unknownCategory = (category: string) =>
  apiErrorResponse(404, `category: there is no inventory category "${category}"`, 'category');

export const recipesHandlers = [
  mockContract(getRecipeList, () =>
    state.recipes.map(({ identifier, name, mealType }) => ({ identifier, name, mealType })),
  ),
  mockContract(getRecipe, ({ params }) => {
    const recipe = state.recipes.find((entry) => entry.identifier === params.recipe);
    return recipe ?? apiErrorResponse(404, `recipe: there is no recipe "${params.recipe}"`, 'recipe');
  }),
  mockContract(getInventoryCategory, ({ params }) =>
    isInventoryCategory(params.category)
      ? state.inventory[params.category]
      : unknownCategory(params.category),
  ),
  mockContract(updateInventoryItem, ({ params, body }) => {
    if (!isOwnerSignedIn()) return notOwner();
    if (!isInventoryCategory(params.category)) return unknownCategory(params.category);
    const item = state.inventory[params.category].find((entry) => entry.name === body.name);
    if (!item) return apiErrorResponse(404, `name: ${params.category} has no item "${body.name}"`, 'name');
    item.instock = body.instock;
    return { msg: `${body.name} is ${body.instock ? 'in stock' : 'not in stock'}` };
  }),
  mockContract(getRecipesImportStatus, () => ({
    recipes: state.recipes.length,
    inventoryItems: Object.values(state.inventory).flat().length,
  })),
  mockContract(importFactoryRecipes, () => {
    if (!isOwnerSignedIn()) return notOwner();
    state.recipes = structuredClone(recipesFixture);
    return { msg: `Imported ${state.recipes.length} recipes` };
  }),
  mockContract(importFactoryInventory, () => {
    if (!isOwnerSignedIn()) return notOwner();
    state.inventory = structuredClone(inventoryFixture);
    return { msg: `Imported ${Object.values(state.inventory).flat().length} inventory items` };
  }),
];
