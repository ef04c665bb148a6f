import type { InventoryItem } from '@portfolio/contracts';

// The shopping list's rules (spec §4): ticking a category adds its items that are not already on
// the shopping list to 'Potential Needed Items' (leaving out what the In Stock page shows as in
// stock: decision 098); unticking removes that category's items from it;
// items move between the two lists; Clear empties the shopping list.

export interface ShoppingEntry {
  /** `{category}/{name}`: item names repeat across categories (tea is a drink and a herb). */
  id: string;
  name: string;
  category: string;
}

export interface ShoppingState {
  checked: string[];
  potential: ShoppingEntry[];
  shopping: ShoppingEntry[];
}

export type ShoppingListName = 'potential' | 'shopping';

export const emptyShoppingState: ShoppingState = { checked: [], potential: [], shopping: [] };

export const entryOf = (category: string, name: string): ShoppingEntry => ({
  id: `${category}/${name}`,
  name,
  category,
});

/**
 * Ticks a category: its items that are not in stock and that neither list holds join the potential
 * list, in inventory order.
 */
export function tickCategory(
  state: ShoppingState,
  category: string,
  items: readonly InventoryItem[],
): ShoppingState {
  const held = new Set([...state.potential, ...state.shopping].map((entry) => entry.id));
  const added = items
    .filter((item) => !item.instock)
    .map((item) => entryOf(category, item.name))
    .filter((entry) => !held.has(entry.id));
  return {
    checked: state.checked.includes(category) ? state.checked : [...state.checked, category],
    potential: [...state.potential, ...added],
    shopping: state.shopping,
  };
}

/** Unticks a category: its items leave the potential list (what is on the shopping list stays). */
export function untickCategory(state: ShoppingState, category: string): ShoppingState {
  return {
    checked: state.checked.filter((entry) => entry !== category),
    potential: state.potential.filter((entry) => entry.category !== category),
    shopping: state.shopping,
  };
}

/** Moves an item to the end of the other list (the keyboard's way to drag). */
export function moveEntry(state: ShoppingState, id: string, to: ShoppingListName): ShoppingState {
  const from: ShoppingListName = to === 'shopping' ? 'potential' : 'shopping';
  const entry = state[from].find((candidate) => candidate.id === id);
  if (!entry) return state;
  return {
    ...state,
    [from]: state[from].filter((candidate) => candidate.id !== id),
    [to]: [...state[to].filter((candidate) => candidate.id !== id), entry],
  };
}

/**
 * A list's new contents after a drag. The other list loses whatever the dragged list gained, so
 * an item is never on both lists whichever of react-sortablejs's two updates comes first.
 */
export function replaceList(
  state: ShoppingState,
  list: ShoppingListName,
  entries: ShoppingEntry[],
): ShoppingState {
  const seen = new Set<string>();
  const unique = entries.filter((entry) => (seen.has(entry.id) ? false : (seen.add(entry.id), true)));
  const other: ShoppingListName = list === 'potential' ? 'shopping' : 'potential';
  return { ...state, [list]: unique, [other]: state[other].filter((entry) => !seen.has(entry.id)) };
}

export function clearShoppingList(state: ShoppingState): ShoppingState {
  return { ...state, shopping: [] };
}

/**
 * Refresh List: the potential list made again from the ticked categories' current inventory,
 * keeping the order of items that stay (an item ticked in stock since leaves it); the shopping
 * list keeps what the inventory still has.
 */
export function refreshFromInventory(
  state: ShoppingState,
  inventory: Readonly<Record<string, readonly InventoryItem[]>>,
): ShoppingState {
  const exists = (entry: ShoppingEntry) =>
    inventory[entry.category] === undefined ||
    inventory[entry.category]?.some((item) => item.name === entry.name) === true;
  const inStock = (entry: ShoppingEntry) =>
    inventory[entry.category]?.some((item) => item.name === entry.name && item.instock) === true;
  const shopping = state.shopping.filter(exists);
  const potential = state.potential.filter((entry) => exists(entry) && !inStock(entry));
  let next: ShoppingState = { checked: state.checked, potential, shopping };
  for (const category of state.checked) next = tickCategory(next, category, inventory[category] ?? []);
  return next;
}

/** The shopping list kept in the browser: read back defensively (another version may have written it). */
export const shoppingStorageKey = 'recipes_shopping_list';

export function readShoppingState(storage: Pick<Storage, 'getItem'>): ShoppingState {
  try {
    const raw: unknown = JSON.parse(storage.getItem(shoppingStorageKey) ?? 'null');
    if (!raw || typeof raw !== 'object') return emptyShoppingState;
    const value = raw as Partial<Record<keyof ShoppingState, unknown>>;
    const entries = (list: unknown): ShoppingEntry[] =>
      Array.isArray(list)
        ? list
            .filter(
              (entry): entry is ShoppingEntry =>
                !!entry &&
                typeof entry === 'object' &&
                typeof (entry as ShoppingEntry).name === 'string' &&
                typeof (entry as ShoppingEntry).category === 'string',
            )
            .map((entry) => entryOf(entry.category, entry.name))
        : [];
    const checked = Array.isArray(value.checked)
      ? value.checked.filter((entry): entry is string => typeof entry === 'string')
      : [];
    return replaceList(
      { checked, potential: entries(value.potential), shopping: [] },
      'shopping',
      entries(value.shopping),
    );
  } catch {
    return emptyShoppingState;
  }
}

export function writeShoppingState(storage: Pick<Storage, 'setItem'>, state: ShoppingState): void {
  try {
    storage.setItem(shoppingStorageKey, JSON.stringify(state));
  } catch {
    // A full or blocked storage loses the list at the next reload, nothing worse.
  }
}
