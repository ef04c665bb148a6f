import type { KeyboardEvent } from 'react';

/** Lets an SVG shape with role="button" answer Enter and Space as a real button does. */
export function activateOnKey(event: KeyboardEvent, action: () => void) {
  if (event.key === 'Enter' || event.key === ' ') {
    event.preventDefault();
    action();
  }
}
