import type { TurnDirection } from '../page-turn/page-turn';

/** The parts of a keydown the page turner reads. */
export interface TurnKeyEvent {
  key: string;
  repeat: boolean;
  altKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
  defaultPrevented: boolean;
  target: EventTarget | null;
}

const FORWARD_KEYS = new Set(['PageDown', 'ArrowRight', ' ']);
const BACK_KEYS = new Set(['PageUp', 'ArrowLeft']);

// Controls that use these keys themselves: typing, choosing, seeking the audio or video.
const KEY_USING_TAGS = new Set(['INPUT', 'TEXTAREA', 'SELECT', 'AUDIO', 'VIDEO']);
// Controls that Space activates: Space there clicks the control instead of turning.
const SPACE_USING_TAGS = new Set(['BUTTON', 'A', 'SUMMARY']);

function elementOf(
  target: EventTarget | null,
): { tagName: string; isContentEditable?: boolean; role?: string | null } | null {
  if (!target || typeof target !== 'object' || !('tagName' in target)) return null;
  const element = target as Element & { isContentEditable?: boolean };
  return {
    tagName: String(element.tagName).toUpperCase(),
    isContentEditable: element.isContentEditable,
    role: element.getAttribute?.('role'),
  };
}

/**
 * Which way a key turns, for page-turner pedals that act as keyboards (PageDown/ArrowRight/Space
 * forward, PageUp/ArrowLeft back), or null. Held-key repeats, shortcuts with modifiers and keys
 * meant for a focused control turn nothing.
 */
export function keyTurnDirection(event: TurnKeyEvent): TurnDirection | null {
  if (event.defaultPrevented || event.repeat || event.altKey || event.ctrlKey || event.metaKey) return null;
  const forward = FORWARD_KEYS.has(event.key);
  if (!forward && !BACK_KEYS.has(event.key)) return null;
  const element = elementOf(event.target);
  if (element) {
    if (KEY_USING_TAGS.has(element.tagName) || element.isContentEditable) return null;
    const activatedBySpace =
      SPACE_USING_TAGS.has(element.tagName) || element.role === 'button' || element.role === 'link';
    if (event.key === ' ' && activatedBySpace) return null;
    if (element.role === 'slider' || element.role === 'spinbutton' || element.role === 'textbox') return null;
  }
  return forward ? 'forward' : 'back';
}
