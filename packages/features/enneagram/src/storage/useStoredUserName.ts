import { useSyncExternalStore } from 'react';
import { readUserName, storageKeys, userNameChangedEvent } from './browser-storage';

function subscribe(onChange: () => void) {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === storageKeys.username) onChange();
  };
  window.addEventListener(userNameChangedEvent, onChange);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(userNameChangedEvent, onChange);
    window.removeEventListener('storage', onStorage);
  };
}

/** The logged-in user's name, kept current when this tab or another logs in or off. */
export function useStoredUserName(): string | null {
  return useSyncExternalStore(
    subscribe,
    () => readUserName(),
    () => null,
  );
}
