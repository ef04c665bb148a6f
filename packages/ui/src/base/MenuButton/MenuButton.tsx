import {
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent as ReactPointerEvent,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import styled, { css } from 'styled-components';
import { useLinkNavigation } from '../../navigation';
import { OverlayButton } from '../OverlayButton';

/** An entry that runs an action. */
export interface MenuAction {
  /** Unique within its menu. */
  key: string;
  label: string;
  /** Shown, focusable and announced as unavailable, but does nothing. */
  disabled?: boolean;
  onSelect: () => void;
}

/** An entry that goes to an address: a real link (new tab, copy), inside the app without a reload. */
export interface MenuLink {
  key: string;
  label: string;
  href: string;
}

/** An entry that opens a nested list (one level deep). */
export interface MenuSubmenu {
  key: string;
  label: string;
  entries: Array<MenuAction | MenuLink>;
}

export type MenuEntry = MenuAction | MenuLink | MenuSubmenu;

export interface MenuButtonProps {
  label: string;
  entries: MenuEntry[];
  /** `bar`: text on an area's coloured bar. `overlay`: the dark glass over a picture, full width on a phone. */
  look?: 'bar' | 'overlay';
  /** Drawn open from the start, without taking the focus: for stories and pictures. */
  initiallyOpen?: boolean;
  /** With `initiallyOpen`, the key of a submenu entry drawn open too. */
  initialSubmenu?: string;
}

const isSubmenu = (entry: MenuEntry): entry is MenuSubmenu => 'entries' in entry;
const isLink = (entry: MenuEntry): entry is MenuLink => 'href' in entry;
const isDisabled = (entry: MenuEntry) => 'disabled' in entry && entry.disabled === true;

/** Only a plain left click is ours: modified clicks keep the browser's new-tab and save behaviours. */
const isPlainLeftClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

const Wrapper = styled.div`
  position: relative;
`;

const chevronTurns = css`
  svg {
    flex: none;
    width: 0.75em;
    height: 0.75em;
    transition: transform 120ms ease;
  }

  &[aria-expanded='true'] svg {
    transform: rotate(180deg);
  }
`;

const BarTrigger = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  min-height: 44px;
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radius};
  background: transparent;
  color: ${({ theme }) => theme.colors.accentText};
  font: inherit;
  font-weight: 600;
  cursor: pointer;

  /* Tighter on a phone, so an area's menus share one row under its title (still 44 px high). */
  @media (max-width: calc(${({ theme }) => theme.breakpoints.phone} - 1px)) {
    gap: ${({ theme }) => theme.space(1)};
    padding: ${({ theme }) => `${theme.space(2)} ${theme.space(2)}`};
    font-size: 0.9375rem;
  }

  &:hover,
  &[aria-expanded='true'] {
    background: rgba(255, 255, 255, 0.14);
  }

  ${chevronTurns}
`;

/** Over a picture: the overlay glass, a full-width row for a thumb on a phone. */
const GlassTrigger = styled(OverlayButton)`
  justify-content: space-between;
  width: 100%;
  backdrop-filter: blur(4px);

  @media (min-width: ${({ theme }) => theme.breakpoints.phone}) {
    width: auto;
  }

  ${chevronTurns}
`;

const listLook = css`
  min-width: 14rem;
  max-width: calc(100vw - 2rem);
  margin: 0;
  padding: ${({ theme }) => theme.space(1)};
  list-style: none;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.lifted};
`;

const List = styled.ul<{ $scrolls: boolean }>`
  position: absolute;
  z-index: 20;
  top: calc(100% + ${({ theme }) => theme.space(1)});
  left: 0;
  ${listLook}
  /* A long flat menu scrolls; a menu with a submenu does not, or the submenu beside it would be cut. */
  ${({ $scrolls }) => $scrolls && 'max-height: min(70vh, 32rem); overflow-y: auto;'}
`;

/** Where a submenu sits: beside its entry, to the left of it near the screen's edge, or under it. */
type SubmenuSide = 'right' | 'left' | 'inline';

const Sublist = styled.ul<{ $side: SubmenuSide }>`
  ${listLook}
  ${({ $side, theme }) =>
    $side === 'inline'
      ? css`
          min-width: 0;
          max-width: none;
          padding: 0 0 0 ${theme.space(3)};
          border: 0;
          box-shadow: none;
        `
      : css`
          position: absolute;
          z-index: 21;
          top: -${theme.space(1)};
          ${$side === 'right' ? 'left: 100%;' : 'right: 100%;'}
        `}
`;

const Row = styled.li`
  position: relative;
`;

const itemLook = css`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  box-sizing: border-box;
  width: 100%;
  min-height: 40px;
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
  border: 0;
  border-radius: 6px;
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  text-align: left;
  text-decoration: none;
  cursor: pointer;
  overflow-wrap: anywhere;

  &:hover:not([aria-disabled='true']),
  &:focus-visible,
  &[aria-expanded='true'] {
    background: ${({ theme }) => theme.colors.infoSurface};
  }

  &[aria-disabled='true'] {
    color: ${({ theme }) => theme.colors.mutedText};
    cursor: default;
  }

  svg {
    flex: none;
    width: 0.75em;
    height: 0.75em;
  }
`;

const Item = styled.button`
  ${itemLook}
`;

const ItemLink = styled.a`
  ${itemLook}
`;

function Chevron({ towards }: { towards: 'down' | 'right' }) {
  return (
    <svg viewBox="0 0 12 12" aria-hidden="true" focusable="false">
      <path
        d={towards === 'down' ? 'M2 4l4 4 4-4' : 'M4 2l4 4-4 4'}
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </svg>
  );
}

/** Up, Down, Home, End and a first letter (starting after the current entry); undefined: not a move. */
function moveWithin(entries: MenuEntry[], from: number, event: KeyboardEvent): number | undefined {
  const last = entries.length - 1;
  switch (event.key) {
    case 'ArrowDown':
      return from >= last ? 0 : from + 1;
    case 'ArrowUp':
      return from <= 0 ? last : from - 1;
    case 'Home':
      return 0;
    case 'End':
      return last;
    default: {
      if (event.key.length !== 1 || event.key === ' ' || event.ctrlKey || event.metaKey || event.altKey)
        return undefined;
      const letter = event.key.toLowerCase();
      for (let step = 1; step <= entries.length; step += 1) {
        const index = (from + step) % entries.length;
        if (entries[index]?.label.toLowerCase().startsWith(letter)) return index;
      }
      return undefined;
    }
  }
}

/**
 * A menu button (WAI-ARIA menu pattern): the button says whether its menu is open; Down/Up open it
 * on the first/last entry; inside, arrows, Home, End and a first letter move, Enter or Space
 * choose, Escape closes and returns to the button, Tab closes and moves on. An entry with a
 * submenu opens it with Right, Enter, a click or a tap (a mouse opens it by hovering, and closes
 * it by moving to another entry); Left or
 * Escape close the submenu and return to its entry. A submenu opens beside its entry, to the left
 * of it near the screen's right edge, and under it when neither side has room (a phone).
 */
export function MenuButton({
  label,
  entries,
  look = 'bar',
  initiallyOpen = false,
  initialSubmenu,
}: MenuButtonProps) {
  const navigate = useLinkNavigation();
  const [open, setOpen] = useState(initiallyOpen);
  const [focusIndex, setFocusIndex] = useState(0);
  const initialSub = initiallyOpen ? entries.findIndex((entry) => entry.key === initialSubmenu) : -1;
  /** The entry whose submenu is open. */
  const [sub, setSub] = useState<number | null>(initialSub >= 0 ? initialSub : null);
  /** The focused entry of the open submenu; -1 while the focus stays on its parent (hover, pictures). */
  const [subFocus, setSubFocus] = useState(-1);
  const [subSide, setSubSide] = useState<SubmenuSide>('right');
  // The focus moves into the menu only once someone used it, not on a story's first paint.
  const [moveFocus, setMoveFocus] = useState(false);
  const buttonId = useId();
  const menuId = useId();
  const wrapper = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const items = useRef<Array<HTMLElement | null>>([]);
  const subItems = useRef<Array<HTMLElement | null>>([]);
  const list = useRef<HTMLUListElement>(null);
  const sublist = useRef<HTMLUListElement>(null);

  // A change of the screen's width (a phone turned, a window resized) places the lists anew.
  const [screenWidth, setScreenWidth] = useState(0);
  useEffect(() => {
    if (!open) return;
    const remeasure = () => {
      setScreenWidth(document.documentElement.clientWidth);
      setSubSide('right');
    };
    window.addEventListener('resize', remeasure);
    return () => window.removeEventListener('resize', remeasure);
  }, [open]);

  // A button near the right edge (a phone's row of menus) would open its menu past the screen:
  // it then opens leftwards from the button's right edge. Measured before the menu is painted, so
  // it never shows in the wrong place.
  useLayoutEffect(() => {
    const menu = list.current;
    if (!open || !menu) return;
    menu.style.left = '';
    menu.style.right = '';
    if (menu.getBoundingClientRect().right > document.documentElement.clientWidth) {
      menu.style.left = 'auto';
      menu.style.right = '0';
    }
  }, [open, screenWidth]);

  // The same for a submenu: beside its entry, else to its left, else under it.
  useLayoutEffect(() => {
    const menu = sublist.current;
    if (!open || sub === null || !menu || subSide === 'inline') return;
    const box = menu.getBoundingClientRect();
    const screen = document.documentElement.clientWidth;
    if (subSide === 'right' && box.right > screen) {
      const entryLeft = menu.parentElement?.getBoundingClientRect().left ?? 0;
      setSubSide(entryLeft - box.width >= 0 ? 'left' : 'inline');
    } else if (subSide === 'left' && box.left < 0) {
      setSubSide('inline');
    }
  }, [open, sub, subSide, screenWidth]);

  useEffect(() => {
    if (!open || !moveFocus) return;
    if (sub !== null && subFocus >= 0) subItems.current[subFocus]?.focus();
    else items.current[focusIndex]?.focus();
  }, [open, focusIndex, sub, subFocus, moveFocus]);

  useEffect(() => {
    if (!open) return;
    const closeOnOutsidePointer = (event: PointerEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOnOutsidePointer);
    return () => document.removeEventListener('pointerdown', closeOnOutsidePointer);
  }, [open]);

  const openAt = (index: number) => {
    setFocusIndex(Math.max(0, Math.min(index, entries.length - 1)));
    setSub(null);
    setMoveFocus(true);
    setOpen(true);
  };

  const close = (returnFocus: boolean) => {
    setOpen(false);
    setSub(null);
    if (returnFocus) trigger.current?.focus();
  };

  /** Opens the submenu of entry `index`; `focusFirst` puts the focus on its first entry. */
  const openSubmenu = (index: number, focusFirst: boolean) => {
    if (sub !== index) setSubSide('right');
    setFocusIndex(index);
    setSub(index);
    setSubFocus(focusFirst ? 0 : -1);
    if (focusFirst) setMoveFocus(true);
  };

  const closeSubmenu = () => {
    if (sub !== null) setFocusIndex(sub);
    setSub(null);
    setSubFocus(-1);
    setMoveFocus(true);
  };

  const chooseAction = (entry: MenuAction) => {
    if (entry.disabled) return;
    close(true);
    entry.onSelect();
  };

  const followLink = (entry: MenuLink, event: MouseEvent) => {
    if (!isPlainLeftClick(event)) return;
    close(true);
    if (!navigate) return;
    event.preventDefault();
    navigate(entry.href);
  };

  const onTriggerKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      openAt(0);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      openAt(entries.length - 1);
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const openSub = sub === null ? undefined : entries[sub];
    const inSub = openSub !== undefined && isSubmenu(openSub) && subFocus >= 0;
    const level = inSub ? openSub.entries : entries;
    const at = inSub ? subFocus : focusIndex;
    const moved = moveWithin(level, at, event);
    if (moved !== undefined) {
      event.preventDefault();
      setMoveFocus(true);
      if (inSub) setSubFocus(moved);
      else {
        setFocusIndex(moved);
        setSub(null);
      }
      return;
    }
    const current = entries[focusIndex];
    switch (event.key) {
      case 'ArrowRight':
        if (!inSub && current && isSubmenu(current)) {
          event.preventDefault();
          openSubmenu(focusIndex, true);
        }
        return;
      case 'ArrowLeft':
        if (inSub) {
          event.preventDefault();
          closeSubmenu();
        }
        return;
      case 'Escape':
        event.preventDefault();
        if (inSub) return closeSubmenu();
        return close(true);
      case 'Tab':
        return close(false);
      case ' ':
        // Space chooses a link as Enter does (a button already answers Space itself).
        if (event.target instanceof HTMLAnchorElement) {
          event.preventDefault();
          event.target.click();
        }
        return;
    }
  };

  const renderLeaf = (entry: MenuAction | MenuLink, index: number, refs: typeof items, focused: boolean) => {
    const remember = (element: HTMLElement | null) => {
      refs.current[index] = element;
    };
    if (isLink(entry)) {
      return (
        <ItemLink
          ref={remember}
          role="menuitem"
          href={entry.href}
          tabIndex={focused ? 0 : -1}
          onClick={(event) => followLink(entry, event)}
        >
          {entry.label}
        </ItemLink>
      );
    }
    return (
      <Item
        ref={remember}
        type="button"
        role="menuitem"
        tabIndex={focused ? 0 : -1}
        aria-disabled={isDisabled(entry) || undefined}
        onClick={() => chooseAction(entry)}
      >
        {entry.label}
      </Item>
    );
  };

  // A mouse over an entry of the menu opens that entry's submenu, or closes another one it opened.
  const onRowPointerEnter = (index: number) => (event: ReactPointerEvent) => {
    if (event.pointerType !== 'mouse' || sub === index) return;
    const entry = entries[index];
    if (entry && isSubmenu(entry)) openSubmenu(index, false);
    else if (sub !== null) {
      setSub(null);
      setSubFocus(-1);
    }
  };

  const Trigger = look === 'overlay' ? GlassTrigger : BarTrigger;
  return (
    <Wrapper ref={wrapper}>
      <Trigger
        ref={trigger}
        id={buttonId}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => (open ? close(false) : openAt(0))}
        onKeyDown={onTriggerKeyDown}
      >
        {label}
        <Chevron towards="down" />
      </Trigger>
      {open && (
        <List
          ref={list}
          id={menuId}
          role="menu"
          aria-labelledby={buttonId}
          $scrolls={!entries.some(isSubmenu)}
          onKeyDown={onMenuKeyDown}
        >
          {entries.map((entry, index) => {
            const focused = index === focusIndex && (sub !== index || subFocus < 0);
            if (!isSubmenu(entry)) {
              return (
                <Row key={entry.key} role="none" onPointerEnter={onRowPointerEnter(index)}>
                  {renderLeaf(entry, index, items, focused)}
                </Row>
              );
            }
            const expanded = sub === index;
            return (
              <Row key={entry.key} role="none" onPointerEnter={onRowPointerEnter(index)}>
                <Item
                  ref={(element) => {
                    items.current[index] = element;
                  }}
                  type="button"
                  role="menuitem"
                  aria-haspopup="menu"
                  aria-expanded={expanded}
                  tabIndex={focused ? 0 : -1}
                  // A click or a tap opens the submenu and goes into it; a second one closes it.
                  onClick={() => (expanded && subFocus >= 0 ? closeSubmenu() : openSubmenu(index, true))}
                >
                  {entry.label}
                  <Chevron towards="right" />
                </Item>
                {expanded && (
                  <Sublist ref={sublist} role="menu" aria-label={entry.label} $side={subSide}>
                    {entry.entries.map((child, childIndex) => (
                      <Row key={child.key} role="none">
                        {renderLeaf(child, childIndex, subItems, childIndex === subFocus)}
                      </Row>
                    ))}
                  </Sublist>
                )}
              </Row>
            );
          })}
        </List>
      )}
    </Wrapper>
  );
}
