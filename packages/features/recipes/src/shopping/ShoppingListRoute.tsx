import { ApiRequestError, DataProvider } from '@portfolio/api-client';
import { inventoryCategories } from '@portfolio/contracts';
import { LoadingIndicator, PageIntro, type StatusTone } from '@portfolio/ui';
import { ShoppingListBoard } from '@portfolio/ui/recipes';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { fetchInventoryCategory } from '../api/recipes-calls';
import { RecipesPage } from '../RecipesPage';
import {
  clearShoppingList,
  moveEntry,
  readShoppingState,
  refreshFromInventory,
  replaceList,
  type ShoppingState,
  tickCategory,
  untickCategory,
  writeShoppingState,
} from './shopping-list';

function browserStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

const noSubscription = () => () => {};

/**
 * False on the server and while React takes over the server's paint, true from then on. The list
 * kept in this browser is drawn only after that, so the paint and the first render agree.
 */
function useInBrowser(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

const failureText = (error: unknown) => (error instanceof ApiRequestError ? error.message : String(error));

/** recipes/shopping-list: build the list from the inventory; it is kept in this browser. */
export function ShoppingListRoute() {
  return (
    <DataProvider>
      <ShoppingList />
    </DataProvider>
  );
}

function ShoppingList() {
  const inBrowser = useInBrowser();
  const queryClient = useQueryClient();
  const [state, setState] = useState<ShoppingState>(() =>
    readShoppingState(browserStorage() ?? { getItem: () => null }),
  );
  const [loading, setLoading] = useState<string[]>([]);
  const [status, setStatus] = useState<{ text: string; tone: StatusTone }>();

  useEffect(() => {
    const storage = browserStorage();
    if (storage) writeShoppingState(storage, state);
  }, [state]);

  const fail = (error: unknown) => {
    // The spec only logs inventory failures; the page also says what went wrong.
    console.error(error);
    setStatus({ text: failureText(error), tone: 'error' });
  };

  // The latest tick of each category still waiting for its items. An untick or a newer tick
  // replaces it, so items that arrive after the category was unticked are not added.
  const pendingTicks = useRef(new Map<string, symbol>());
  const stopLoading = (category: string) =>
    setLoading((current) => current.filter((entry) => entry !== category));

  const toggle = async (category: string, checked: boolean) => {
    setStatus(undefined);
    if (!checked) {
      pendingTicks.current.delete(category);
      stopLoading(category);
      setState((current) => untickCategory(current, category));
      return;
    }
    const tick = Symbol(category);
    const isCurrent = () => pendingTicks.current.get(category) === tick;
    pendingTicks.current.set(category, tick);
    setLoading((current) => [...current.filter((entry) => entry !== category), category]);
    try {
      const items = await fetchInventoryCategory(queryClient, category);
      if (isCurrent()) setState((current) => tickCategory(current, category, items));
    } catch (error) {
      if (isCurrent()) fail(error);
      else console.error(error);
    } finally {
      if (isCurrent()) {
        pendingTicks.current.delete(category);
        stopLoading(category);
      }
    }
  };

  const refresh = async () => {
    setStatus({ text: 'Refreshing…', tone: 'info' });
    try {
      const inventory = Object.fromEntries(
        await Promise.all(
          state.checked.map(
            async (category) =>
              [category, await fetchInventoryCategory(queryClient, category, true)] as const,
          ),
        ),
      );
      setState((current) => refreshFromInventory(current, inventory));
      setStatus({ text: 'The list was refreshed from the inventory.', tone: 'success' });
    } catch (error) {
      fail(error);
    }
  };

  return (
    <RecipesPage title="Shopping List" heading="Shopping List">
      <PageIntro>
        Tick the categories to shop for, then drag what you need onto the shopping list (or use the arrow
        buttons). The list stays in this browser.
      </PageIntro>
      {inBrowser ? (
        <ShoppingListBoard
          categories={inventoryCategories}
          // A category being fetched shows ticked at once.
          checked={[...state.checked, ...loading]}
          potential={state.potential}
          shopping={state.shopping}
          loadingCategories={loading}
          status={status}
          onToggleCategory={(category, checked) => void toggle(category, checked)}
          onListChange={(list, entries) => setState((current) => replaceList(current, list, entries))}
          onMove={(id, to) => setState((current) => moveEntry(current, id, to))}
          onPrint={() => window.print()}
          onRefresh={() => void refresh()}
          onClear={() => {
            setState(clearShoppingList);
            setStatus(undefined);
          }}
        />
      ) : (
        <LoadingIndicator label="Loading the shopping list" />
      )}
    </RecipesPage>
  );
}
