import { useEffect, useEffectEvent } from 'react';
import type { TurnDirection } from '../page-turn/page-turn';
import { keyTurnDirection } from './page-turn-keys';

/** Turns pages from the keyboard while the score page is open. */
export function usePageTurnKeys(onTurn: (direction: TurnDirection) => void) {
  const handleKey = useEffectEvent((event: KeyboardEvent) => {
    const direction = keyTurnDirection(event);
    if (!direction) return;
    // The keys would otherwise scroll the page as well.
    event.preventDefault();
    onTurn(direction);
  });

  useEffect(() => {
    const listener = (event: KeyboardEvent) => handleKey(event);
    window.addEventListener('keydown', listener);
    return () => window.removeEventListener('keydown', listener);
  }, []);
}
