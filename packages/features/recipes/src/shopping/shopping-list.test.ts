import { describe, expect, it } from 'vitest';
import {
  clearShoppingList,
  emptyShoppingState,
  entryOf,
  moveEntry,
  readShoppingState,
  refreshFromInventory,
  replaceList,
  shoppingStorageKey,
  tickCategory,
  untickCategory,
  writeShoppingState,
} from './shopping-list';

// Parmesan and tomato paste are ticked in stock on the In Stock page: they are not needed.
const dairy = [
  { name: 'Butter', instock: false },
  { name: 'Parmesan', instock: true },
  { name: 'Whole milk', instock: false },
  { name: 'Heavy cream', instock: false },
];
const canned = [
  { name: 'Black beans', instock: false },
  { name: 'Tomato paste', instock: true },
  { name: 'Coconut milk', instock: false },
];
const names = (entries: { name: string }[]) => entries.map((entry) => entry.name);

describe('the shopping list', () => {
  it('ticking a category adds its items that are not in stock to the potential list', () => {
    const state = tickCategory(tickCategory(emptyShoppingState, 'Dairy', dairy), 'Canned', canned);
    expect(state.checked).toEqual(['Dairy', 'Canned']);
    expect(names(state.potential)).toEqual([
      'Butter',
      'Whole milk',
      'Heavy cream',
      'Black beans',
      'Coconut milk',
    ]);
    expect(state.shopping).toEqual([]);
  });

  it('does not add an item already on the shopping list, nor one twice', () => {
    const onList = moveEntry(tickCategory(emptyShoppingState, 'Dairy', dairy), 'Dairy/Butter', 'shopping');
    const unticked = untickCategory(onList, 'Dairy');
    const again = tickCategory(tickCategory(unticked, 'Dairy', dairy), 'Dairy', dairy);
    expect(names(again.potential)).toEqual(['Whole milk', 'Heavy cream']);
    expect(names(again.shopping)).toEqual(['Butter']);
    expect(again.checked).toEqual(['Dairy']);
  });

  it('keeps items of the same name in different categories apart', () => {
    const state = tickCategory(
      tickCategory(emptyShoppingState, 'Drinks', [{ name: 'Chamomile tea', instock: false }]),
      'Vitamins and Herbs',
      [{ name: 'Chamomile tea', instock: false }],
    );
    expect(state.potential.map((entry) => entry.id)).toEqual([
      'Drinks/Chamomile tea',
      'Vitamins and Herbs/Chamomile tea',
    ]);
  });

  it('unticking removes that category’s items from the potential list only', () => {
    let state = tickCategory(tickCategory(emptyShoppingState, 'Dairy', dairy), 'Canned', canned);
    state = moveEntry(state, 'Dairy/Heavy cream', 'shopping');
    state = untickCategory(state, 'Dairy');
    expect(state.checked).toEqual(['Canned']);
    expect(names(state.potential)).toEqual(['Black beans', 'Coconut milk']);
    expect(names(state.shopping)).toEqual(['Heavy cream']);
  });

  it('moves items both ways, to the end of the other list', () => {
    let state = tickCategory(emptyShoppingState, 'Dairy', dairy);
    state = moveEntry(state, 'Dairy/Heavy cream', 'shopping');
    state = moveEntry(state, 'Dairy/Butter', 'shopping');
    expect(names(state.shopping)).toEqual(['Heavy cream', 'Butter']);
    state = moveEntry(state, 'Dairy/Heavy cream', 'potential');
    expect(names(state.potential)).toEqual(['Whole milk', 'Heavy cream']);
    expect(names(state.shopping)).toEqual(['Butter']);
    expect(moveEntry(state, 'Dairy/Nothing', 'shopping')).toBe(state);
  });

  it('takes a drag’s new list and removes its items from the other list, in either update order', () => {
    const start = tickCategory(emptyShoppingState, 'Dairy', dairy);
    const butter = entryOf('Dairy', 'Butter');
    // react-sortablejs reports the list that gained the item, then the one that lost it...
    const gainedFirst = replaceList(
      replaceList(start, 'shopping', [butter]),
      'potential',
      start.potential.slice(1),
    );
    // ...or the other way round.
    const lostFirst = replaceList(replaceList(start, 'potential', start.potential.slice(1)), 'shopping', [
      butter,
    ]);
    for (const state of [gainedFirst, lostFirst]) {
      expect(names(state.shopping)).toEqual(['Butter']);
      expect(names(state.potential)).toEqual(['Whole milk', 'Heavy cream']);
    }
    const back = replaceList(gainedFirst, 'potential', [butter, ...gainedFirst.potential]);
    expect(names(back.potential)).toEqual(['Butter', 'Whole milk', 'Heavy cream']);
    expect(back.shopping).toEqual([]);
  });

  it('clear empties the shopping list and keeps the ticks and the potential list', () => {
    let state = tickCategory(emptyShoppingState, 'Dairy', dairy);
    state = moveEntry(state, 'Dairy/Butter', 'shopping');
    const cleared = clearShoppingList(state);
    expect(cleared.shopping).toEqual([]);
    expect(cleared.checked).toEqual(['Dairy']);
    expect(names(cleared.potential)).toEqual(['Whole milk', 'Heavy cream']);
  });

  it('refresh rebuilds the potential list from the current inventory, leaving out what is now in stock', () => {
    let state = tickCategory(emptyShoppingState, 'Dairy', dairy);
    state = moveEntry(state, 'Dairy/Butter', 'shopping');
    const refreshed = refreshFromInventory(state, {
      Dairy: [
        { name: 'Butter', instock: true },
        { name: 'Whole milk', instock: true },
        { name: 'Heavy cream', instock: false },
        { name: 'Sour cream', instock: false },
      ],
    });
    expect(names(refreshed.potential)).toEqual(['Heavy cream', 'Sour cream']);
    expect(names(refreshed.shopping)).toEqual(['Butter']);
  });

  it('is kept in the browser and read back, ignoring what it cannot use', () => {
    const store = new Map<string, string>();
    const storage = {
      getItem: (key: string) => store.get(key) ?? null,
      setItem: (key: string, value: string) => void store.set(key, value),
    };
    const state = moveEntry(tickCategory(emptyShoppingState, 'Dairy', dairy), 'Dairy/Butter', 'shopping');
    writeShoppingState(storage, state);
    expect(readShoppingState(storage)).toEqual(state);
    store.set(shoppingStorageKey, '{not json');
    expect(readShoppingState(storage)).toEqual(emptyShoppingState);
    store.set(
      shoppingStorageKey,
      JSON.stringify({ checked: [1, 'Dairy'], potential: [{ name: 2 }], shopping: 'x' }),
    );
    expect(readShoppingState(storage)).toEqual({ checked: ['Dairy'], potential: [], shopping: [] });
  });
});
