/**
 * The Chestnut Checklist's ticks, kept in localStorage under our key `enneagram_checklist` (the
 * spec names none) so they survive a reload. Only this browser sees them.
 */
export const checklistStorageKey = 'enneagram_checklist';

type KeyValueStore = Pick<Storage, 'getItem' | 'setItem'>;

/** The browser's storage; none while the server draws the page's first paint (decision 044). */
const browserStore = (): KeyValueStore | undefined =>
  typeof window === 'undefined' ? undefined : window.localStorage;

/** The key of one item: its group's type and its id, e.g. "helper:3". */
export function checklistItemKey(type: string, id: number): string {
  return `${type}:${id}`;
}

/** The ticked item keys; anything unreadable, or no storage, counts as nothing ticked. */
export function readChecklistTicks(store: KeyValueStore | undefined = browserStore()): string[] {
  if (!store) return [];
  try {
    const parsed: unknown = JSON.parse(store.getItem(checklistStorageKey) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((entry): entry is string => typeof entry === 'string') : [];
  } catch {
    return [];
  }
}

/** Ticks or unticks one item and stores the result; returns the new list. */
export function storeChecklistTick(
  key: string,
  checked: boolean,
  store: KeyValueStore | undefined = browserStore(),
): string[] {
  if (!store) return [];
  const ticks = new Set(readChecklistTicks(store));
  if (checked) ticks.add(key);
  else ticks.delete(key);
  const list = [...ticks];
  store.setItem(checklistStorageKey, JSON.stringify(list));
  return list;
}
