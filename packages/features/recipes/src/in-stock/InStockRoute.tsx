import { contractQueryKey, requestContract, useOwnerSession } from '@portfolio/api-client';
import { siteAddresses } from '@portfolio/api-client/site';
import { getInventoryCategory, inStockCategories, type InventoryCategory } from '@portfolio/contracts';
import { InStockBoard } from '@portfolio/ui/recipes';
import { useQueries } from '@tanstack/react-query';
import { useState } from 'react';
import { useUpdateInventoryItem } from '../api/recipes-calls';
import { RecipesPage } from '../RecipesPage';

/** recipes/in-stock: a checkbox list per category (not Canned); the owner's ticks are saved at once. */
export function InStockRoute() {
  const session = useOwnerSession();
  const update = useUpdateInventoryItem();
  const [saving, setSaving] = useState<string[]>([]);
  const lists = useQueries({
    queries: inStockCategories.map((category) => {
      const input = { params: { category } };
      return {
        queryKey: contractQueryKey(getInventoryCategory, input),
        queryFn: ({ signal }: { signal: AbortSignal }) =>
          requestContract(getInventoryCategory, input, { signal }),
      };
    }),
  });

  const toggle = async (category: InventoryCategory, name: string, instock: boolean) => {
    const key = `${category}/${name}`;
    setSaving((current) => [...current, key]);
    try {
      await update.mutateAsync({ params: { category }, body: { name, instock } });
    } catch {
      // The status line shows the failure in red (and the PUT update alerts, spec §8).
    } finally {
      setSaving((current) => current.filter((entry) => entry !== key));
    }
  };

  return (
    <RecipesPage title="In Stock" heading="In Stock">
      <InStockBoard
        categories={inStockCategories.map((category, index) => ({ category, items: lists[index]?.data }))}
        canEdit={session.data?.owner === true}
        signInHref={siteAddresses.owner}
        saving={saving}
        status={update.status}
        onToggle={(category, name, instock) => void toggle(category as InventoryCategory, name, instock)}
      />
    </RecipesPage>
  );
}
