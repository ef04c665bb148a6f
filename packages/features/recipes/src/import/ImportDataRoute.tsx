import { siteAddresses } from '@portfolio/api-client/site';
import { DataProvider, useOwnerSession } from '@portfolio/api-client';
import { ImportPanel } from '@portfolio/ui/recipes';
import { useState } from 'react';
import { useImportInventory, useImportRecipes, useRecipesImportStatus } from '../api/recipes-calls';
import { RecipesPage } from '../RecipesPage';

/** recipes/import-data: Import Recipes and Import Inventory with the status line (spec §2, §4, §7). */
export function ImportDataRoute() {
  return (
    <DataProvider>
      <ImportData />
    </DataProvider>
  );
}

function ImportData() {
  // An import refused with 401 (the session ended meanwhile) asks who is signed in
  // (useApiMutation), so the panel says importing is for the owner and links the sign-in.
  const session = useOwnerSession();
  const loaded = useRecipesImportStatus();
  const importRecipes = useImportRecipes();
  const importInventory = useImportInventory();
  // Loaded data starts a button red and disabled; a click disables it for the rest of the visit.
  const [clicked, setClicked] = useState({ recipes: false, inventory: false });
  const [last, setLast] = useState<'recipes' | 'inventory'>();
  const start = loaded.data && {
    recipes: loaded.data.recipes > 0,
    inventory: loaded.data.inventoryItems > 0,
  };
  const status =
    last === 'recipes' ? importRecipes.status : last === 'inventory' ? importInventory.status : undefined;

  return (
    <RecipesPage title="Import Recipes" heading="Import Recipes">
      <ImportPanel
        recipes={start && { exists: start.recipes && !clicked.recipes, clicked: clicked.recipes }}
        inventory={start && { exists: start.inventory && !clicked.inventory, clicked: clicked.inventory }}
        canImport={session.data?.owner === true}
        signInHref={siteAddresses.owner}
        status={status}
        onImportRecipes={() => {
          setClicked((current) => ({ ...current, recipes: true }));
          setLast('recipes');
          importRecipes.mutate();
        }}
        onImportInventory={() => {
          setClicked((current) => ({ ...current, inventory: true }));
          setLast('inventory');
          importInventory.mutate();
        }}
      />
    </RecipesPage>
  );
}
