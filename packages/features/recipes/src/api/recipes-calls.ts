import {
  contractQueryKey,
  requestContract,
  updateCachedAnswer,
  useApiMutation,
  useApiQuery,
} from '@portfolio/api-client';
import {
  getInventoryCategory,
  getRecipe,
  getRecipeList,
  getRecipesImportStatus,
  importFactoryInventory,
  importFactoryRecipes,
  type InventoryItem,
  updateInventoryItem,
} from '@portfolio/contracts';
import type { QueryClient } from '@tanstack/react-query';

/** GET /apiRecipes/recipes/all-recipes: a failure is only logged (spec §8); the page says so. */
export function useRecipeList() {
  return useApiQuery(getRecipeList, undefined, { onFailure: 'log' });
}

/** GET /apiRecipes/{recipe}: a failure (an unknown recipe) goes to /error. */
export function useRecipe(identifier: string) {
  return useApiQuery(getRecipe, { params: { recipe: identifier } });
}

/**
 * GET /apiRecipes/inventory/{category} through the query cache (the shopping list); `fresh` asks
 * the server again. The in-stock page reads every category at once with useQueries.
 */
export function fetchInventoryCategory(
  queryClient: QueryClient,
  category: string,
  fresh = false,
): Promise<InventoryItem[]> {
  const input = { params: { category } };
  return queryClient.fetchQuery({
    queryKey: contractQueryKey(getInventoryCategory, input),
    queryFn: ({ signal }) => requestContract(getInventoryCategory, input, { signal }),
    staleTime: fresh ? 0 : 60_000,
  });
}

/**
 * PUT /apiRecipes/inventory/{category}: one tick. The request holds the item's new state, and a
 * success means the server stored it, so it goes into that category's cached list; no list is read
 * again (one request per tick, decision 118).
 */
export function useUpdateInventoryItem() {
  return useApiMutation(updateInventoryItem, {
    kind: 'put-update',
    updateCache: (cache, _answer, { params, body }) =>
      updateCachedAnswer(cache, getInventoryCategory, { params }, (items) =>
        items.map((item) => (item.name === body.name ? { ...item, instock: body.instock } : item)),
      ),
  });
}

export function useRecipesImportStatus() {
  return useApiQuery(getRecipesImportStatus);
}

export function useImportRecipes() {
  return useApiMutation(importFactoryRecipes, {
    kind: 'import',
    invalidates: [getRecipesImportStatus, getRecipeList],
  });
}

export function useImportInventory() {
  return useApiMutation(importFactoryInventory, {
    kind: 'import',
    invalidates: [getRecipesImportStatus, getInventoryCategory],
  });
}
