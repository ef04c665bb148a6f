import { describe, expect, it } from 'vitest';
import {
  checklistItemKey,
  checklistStorageKey,
  readChecklistTicks,
  storeChecklistTick,
} from './checklist-ticks';

function memoryStore() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

describe('checklist ticks', () => {
  it('are kept under enneagram_checklist and read back', () => {
    const store = memoryStore();
    expect(readChecklistTicks(store)).toEqual([]);
    storeChecklistTick(checklistItemKey('helper', 3), true, store);
    storeChecklistTick(checklistItemKey('reformer', 1), true, store);
    expect(JSON.parse(store.items.get(checklistStorageKey) ?? '')).toEqual(['helper:3', 'reformer:1']);
    expect(readChecklistTicks(store)).toEqual(['helper:3', 'reformer:1']);
  });

  it('untick removes only that item, and ticking twice keeps one entry', () => {
    const store = memoryStore();
    storeChecklistTick('helper:3', true, store);
    storeChecklistTick('helper:3', true, store);
    storeChecklistTick('helper:4', true, store);
    expect(storeChecklistTick('helper:3', false, store)).toEqual(['helper:4']);
  });

  it('reads broken or foreign data as nothing ticked', () => {
    for (const text of ['not json', '{"a":1}', '42']) {
      const store = memoryStore();
      store.setItem(checklistStorageKey, text);
      expect(readChecklistTicks(store)).toEqual([]);
    }
    const mixed = memoryStore();
    mixed.setItem(checklistStorageKey, '["helper:1", 7, null]');
    expect(readChecklistTicks(mixed)).toEqual(['helper:1']);
  });
});
