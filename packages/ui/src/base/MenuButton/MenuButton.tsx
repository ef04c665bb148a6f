import { type KeyboardEvent, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import styled from 'styled-components';

export interface MenuEntry {
  /** Unique within the menu. */
  key: string;
  label: string;
  /** Shown, focusable and announced as unavailable, but does nothing. */
  disabled?: boolean;
  onSelect: () => void;
}

export interface MenuButtonProps {
  label: string;
  entries: MenuEntry[];
}

const Wrapper = styled.div`
  position: relative;
`;

const Trigger = styled.button`
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

  svg {
    width: 0.75em;
    height: 0.75em;
    transition: transform 120ms ease;
  }

  &[aria-expanded='true'] svg {
    transform: rotate(180deg);
  }
`;

const List = styled.ul`
  position: absolute;
  z-index: 20;
  top: calc(100% + ${({ theme }) => theme.space(1)});
  left: 0;
  min-width: 14rem;
  max-width: calc(100vw - 2rem);
  max-height: min(70vh, 32rem);
  overflow-y: auto;
  margin: 0;
  padding: ${({ theme }) => theme.space(1)};
  list-style: none;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.lifted};
`;

const Item = styled.button`
  display: block;
  width: 100%;
  min-height: 40px;
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
  border: 0;
  border-radius: 6px;
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  text-align: left;
  cursor: pointer;
  overflow-wrap: anywhere;

  &:hover:not([aria-disabled='true']),
  &:focus-visible {
    background: ${({ theme }) => theme.colors.infoSurface};
  }

  &[aria-disabled='true'] {
    color: ${({ theme }) => theme.colors.mutedText};
    cursor: default;
  }
`;

function Chevron() {
  return (
    <svg viewBox="0 0 12 12" aria-hidden="true" focusable="false">
      <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/**
 * A menu button (WAI-ARIA menu pattern): the button says whether its menu is open; Down/Up open it
 * on the first/last entry; inside, arrows, Home, End and a first letter move, Enter or Space
 * choose, Escape closes and returns to the button, Tab closes and moves on.
 */
export function MenuButton({ label, entries }: MenuButtonProps) {
  const [open, setOpen] = useState(false);
  const [focusIndex, setFocusIndex] = useState(0);
  const buttonId = useId();
  const menuId = useId();
  const wrapper = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const items = useRef<Array<HTMLButtonElement | null>>([]);
  const list = useRef<HTMLUListElement>(null);

  // A button near the right edge (a phone's row of menus) would open its menu past the screen:
  // it then opens leftwards from the button's right edge. Measured before the menu is painted, so
  // it never shows in the wrong place; the menu is drawn anew at each opening.
  useLayoutEffect(() => {
    const menu = list.current;
    if (!open || !menu) return;
    if (menu.getBoundingClientRect().right > document.documentElement.clientWidth) {
      menu.style.left = 'auto';
      menu.style.right = '0';
    }
  }, [open]);

  useEffect(() => {
    if (open) items.current[focusIndex]?.focus();
  }, [open, focusIndex]);

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
    setOpen(true);
  };

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) trigger.current?.focus();
  };

  const choose = (entry: MenuEntry) => {
    if (entry.disabled) return;
    close(true);
    entry.onSelect();
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
    const last = entries.length - 1;
    const move = (index: number) => {
      event.preventDefault();
      setFocusIndex(index);
    };
    switch (event.key) {
      case 'ArrowDown':
        return move(focusIndex >= last ? 0 : focusIndex + 1);
      case 'ArrowUp':
        return move(focusIndex <= 0 ? last : focusIndex - 1);
      case 'Home':
        return move(0);
      case 'End':
        return move(last);
      case 'Escape':
        event.preventDefault();
        return close(true);
      case 'Tab':
        return close(false);
      default: {
        if (event.key.length !== 1 || event.ctrlKey || event.metaKey || event.altKey) return;
        // First-letter jump, starting after the current entry.
        const letter = event.key.toLowerCase();
        for (let step = 1; step <= entries.length; step += 1) {
          const index = (focusIndex + step) % entries.length;
          if (entries[index]?.label.toLowerCase().startsWith(letter)) return move(index);
        }
      }
    }
  };

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
        <Chevron />
      </Trigger>
      {open && (
        <List ref={list} id={menuId} role="menu" aria-labelledby={buttonId} onKeyDown={onMenuKeyDown}>
          {entries.map((entry, index) => (
            <li key={entry.key} role="none">
              <Item
                ref={(element) => {
                  items.current[index] = element;
                }}
                type="button"
                role="menuitem"
                tabIndex={index === focusIndex ? 0 : -1}
                aria-disabled={entry.disabled || undefined}
                onClick={() => choose(entry)}
              >
                {entry.label}
              </Item>
            </li>
          ))}
        </List>
      )}
    </Wrapper>
  );
}
