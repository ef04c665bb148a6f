import {
  type ApiRequestError,
  contractQueryKey,
  DataProvider,
  requestContract,
  useOwnerSession,
  useQueryFailure,
} from '@portfolio/api-client';
import { siteAddresses } from '@portfolio/api-client/site';
import { getInventoryCategory, inStockCategories, type InventoryCategory } from '@portfolio/contracts';
import { InStockBoard } from '@portfolio/ui/recipes';
import { useQueries } from '@tanstack/react-query';
import { useState } from 'react';
import { useUpdateInventoryItem } from '../api/recipes-calls';
import { RecipesPage } from '../RecipesPage';

/** recipes/in-stock: a checkbox list per category (not Canned); the owner's ticks are saved at once. */
export function InStockRoute() {
  return (
    <DataProvider>
      <InStock />
    </DataProvider>
  );
}

/** Logs one list's failed read: inventory fetch errors are only logged (spec §8); the board says so. */
function LogFailedList({ error }: { error: ApiRequestError | null }) {
  useQueryFailure(error, 'log');
  return null;
}

function InStock() {
  // A tick refused with 401 (the session ended meanwhile) asks who is signed in (useApiMutation),
  // so the board turns read-only with its way to sign in.
  const session = useOwnerSession();
  const update = useUpdateInventoryItem();
  // The tick being saved shows its new state at once; the list read back after the save confirms it.
  const [saving, setSaving] = useState<Record<string, boolean>>({});
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
  // The lists appear together once each has loaded or failed, so none moves as the others arrive.
  // A failed list asked again is pending, not failed: its failure time keeps the others shown.
  const settled = lists.every((list) => list.data !== undefined || list.errorUpdatedAt > 0);

  const toggle = async (category: InventoryCategory, name: string, instock: boolean) => {
    const key = `${category}/${name}`;
    setSaving((current) => ({ ...current, [key]: instock }));
    try {
      await update.mutateAsync({ params: { category }, body: { name, instock } });
    } catch {
      // The status line shows the failure in red (and the PUT update alerts, spec §8).
    } finally {
      setSaving(({ [key]: _done, ...rest }) => rest);
    }
  };

  return (
    <RecipesPage title="In Stock" heading="In Stock">
      {lists.map((list, index) => (
        <LogFailedList key={inStockCategories[index]} error={list.error as ApiRequestError | null} />
      ))}
      <InStockBoard
        categories={inStockCategories.map((category, index) => {
          const list = lists[index];
          return {
            category,
            failed: settled && list?.isError === true,
            items: settled
              ? list?.data?.map((item) => ({
                  ...item,
                  instock: saving[`${category}/${item.name}`] ?? item.instock,
                }))
              : undefined,
          };
        })}
        canEdit={session.data?.owner === true}
        signInHref={siteAddresses.owner}
        saving={Object.keys(saving)}
        status={update.status}
        onToggle={(category, name, instock) => void toggle(category as InventoryCategory, name, instock)}
        onRetry={() => lists.filter((list) => list.isError).forEach((list) => void list.refetch())}
      />
    </RecipesPage>
  );
}
