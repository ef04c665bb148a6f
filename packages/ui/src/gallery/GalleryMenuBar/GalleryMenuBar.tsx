import { type KeyboardEvent, type MouseEvent, useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { OverlayButton } from '../../base/OverlayButton';
import { useLinkNavigation } from '../../navigation';

/** An album in a menu: choosing it opens `href`. */
export interface GalleryMenuLink {
  label: string;
  href: string;
}

/** A menu entry: an album, or a nested menu of albums (the Pet Gallery). */
export type GalleryMenuEntry = GalleryMenuLink | { label: string; submenu: GalleryMenuLink[] };

export interface GalleryMenu {
  /** The button's text: 'Gallery Albums'. */
  label: string;
  entries: GalleryMenuEntry[];
}

export interface GalleryMenuBarProps {
  menus: GalleryMenu[];
  /** Opens one menu (and its submenu) from the start: for stories and pictures. */
  initiallyOpen?: { menu: number; submenu?: boolean };
}

const isSubmenu = (entry: GalleryMenuEntry): entry is { label: string; submenu: GalleryMenuLink[] } =>
  'submenu' in entry;

/** A row of buttons; on a phone a column of full-width ones, each easy to hit with a thumb. */
const Bar = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};

  @media (min-width: ${({ theme }) => theme.breakpoints.phone}) {
    flex-direction: row;
    flex-wrap: wrap;
  }
`;

const Holder = styled.div`
  position: relative;
`;

/** Layout only: full width on a phone, as wide as its text from there. */
const MenuTrigger = styled(OverlayButton)`
  justify-content: space-between;
  width: 100%;
  backdrop-filter: blur(4px);

  @media (min-width: ${({ theme }) => theme.breakpoints.phone}) {
    width: auto;
  }
`;

const Caret = styled.span`
  font-size: 0.7em;
  transition: transform 120ms ease;

  [aria-expanded='true'] > & {
    transform: rotate(180deg);
  }
`;

const MenuList = styled.ul<{ $nested?: boolean }>`
  position: absolute;
  z-index: 30;
  ${({ $nested, theme }) =>
    $nested
      ? `top: -${theme.space(1)}; left: calc(100% - ${theme.space(1)});`
      : `top: calc(100% + ${theme.space(1)}); left: 0;`}
  min-width: 13rem;
  max-width: calc(100vw - 2rem);
  margin: 0;
  padding: ${({ theme }) => theme.space(1)};
  list-style: none;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.lifted};

  @media (max-width: ${({ theme }) => theme.breakpoints.phone}) {
    ${({ $nested, theme }) => ($nested ? `position: static; box-shadow: none; border: 0; padding-left: ${theme.space(3)};` : '')}
  }
`;

const MenuRow = styled.li`
  position: relative;
`;

const itemLook = `
  display: flex;
  justify-content: space-between;
  align-items: center;
  width: 100%;
  min-height: 40px;
  padding: 8px 12px;
  border: 0;
  border-radius: 6px;
  background: transparent;
  font: inherit;
  text-align: left;
  text-decoration: none;
  cursor: pointer;
`;

const ItemLink = styled.a`
  ${itemLook}
  color: ${({ theme }) => theme.colors.text};

  &:hover,
  &:focus-visible {
    background: ${({ theme }) => theme.colors.infoSurface};
  }
`;

// The submenu entry moves into base's MenuButton with the rest of this menu (issue 27, item 5).
// eslint-disable-next-line no-restricted-syntax -- until then the gallery's one raw control
const ItemButton = styled.button`
  ${itemLook}
  color: ${({ theme }) => theme.colors.text};

  &:hover,
  &:focus-visible,
  &[aria-expanded='true'] {
    background: ${({ theme }) => theme.colors.infoSurface};
  }
`;

/** Where the focus is inside an open menu: an entry, or an entry of the submenu. */
interface Focus {
  index: number;
  sub?: number;
}

function GalleryMenuButton({
  menu,
  initiallyOpen,
  initiallySubmenu,
}: {
  menu: GalleryMenu;
  initiallyOpen: boolean;
  initiallySubmenu: boolean;
}) {
  const navigate = useLinkNavigation();
  const submenuAt = menu.entries.findIndex(isSubmenu);
  const [open, setOpen] = useState(initiallyOpen);
  const [focus, setFocus] = useState<Focus>(
    initiallySubmenu && submenuAt >= 0 ? { index: submenuAt, sub: 0 } : { index: 0 },
  );
  // Focus moves with the keyboard only once someone used the menu, not on a story's first paint.
  const [moveFocus, setMoveFocus] = useState(false);
  const buttonId = useId();
  const menuId = useId();
  const holder = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const items = useRef(new Map<string, HTMLElement>());
  useEffect(() => {
    const key = focus.sub === undefined ? `${focus.index}` : `${focus.index}.${focus.sub}`;
    if (open && moveFocus) items.current.get(key)?.focus();
  }, [open, focus, moveFocus]);

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent) => {
      if (!holder.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open]);

  const openAt = (at: Focus) => {
    setFocus(at);
    setMoveFocus(true);
    setOpen(true);
  };
  const close = (returnFocus: boolean) => {
    setOpen(false);
    setFocus({ index: 0 });
    if (returnFocus) trigger.current?.focus();
  };
  const choose = (link: GalleryMenuLink, event?: MouseEvent) => {
    close(true);
    if (!navigate) {
      if (!event) window.location.assign(link.href);
      return;
    }
    event?.preventDefault();
    navigate(link.href);
  };

  const onTriggerKey = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      openAt({ index: 0 });
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      openAt({ index: menu.entries.length - 1 });
    }
  };

  const onMenuKey = (event: KeyboardEvent) => {
    const entry = menu.entries[focus.index];
    const inSub = focus.sub !== undefined && entry !== undefined && isSubmenu(entry);
    const count = inSub ? entry.submenu.length : menu.entries.length;
    const at = inSub ? (focus.sub ?? 0) : focus.index;
    const go = (position: number) => {
      event.preventDefault();
      setMoveFocus(true);
      const wrapped = (position + count) % count;
      setFocus(inSub ? { index: focus.index, sub: wrapped } : { index: wrapped });
    };
    switch (event.key) {
      case 'ArrowDown':
        return go(at + 1);
      case 'ArrowUp':
        return go(at - 1);
      case 'Home':
        return go(0);
      case 'End':
        return go(count - 1);
      case 'ArrowRight':
        if (!inSub && entry && isSubmenu(entry)) {
          event.preventDefault();
          setFocus({ index: focus.index, sub: 0 });
        }
        return;
      case 'ArrowLeft':
        if (inSub) {
          event.preventDefault();
          setFocus({ index: focus.index });
        }
        return;
      case 'Escape':
        event.preventDefault();
        // Escape leaves the submenu first, then the menu.
        if (inSub) return setFocus({ index: focus.index });
        return close(true);
      case 'Tab':
        return close(false);
      case 'Enter':
      case ' ': {
        if (!entry) return;
        event.preventDefault();
        if (inSub) {
          const link = entry.submenu[focus.sub ?? 0];
          return link && choose(link);
        }
        if (isSubmenu(entry)) return setFocus({ index: focus.index, sub: 0 });
        return choose(entry);
      }
    }
  };

  const remember = (key: string) => (element: HTMLElement | null) => {
    if (element) items.current.set(key, element);
    else items.current.delete(key);
  };

  return (
    <Holder ref={holder}>
      <MenuTrigger
        ref={trigger}
        id={buttonId}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => (open ? close(false) : openAt({ index: 0 }))}
        onKeyDown={onTriggerKey}
      >
        {menu.label}
        <Caret aria-hidden="true">▼</Caret>
      </MenuTrigger>
      {open && (
        <MenuList id={menuId} role="menu" aria-labelledby={buttonId} onKeyDown={onMenuKey}>
          {menu.entries.map((entry, index) => {
            const current = focus.index === index;
            if (!isSubmenu(entry)) {
              return (
                <MenuRow key={entry.label} role="none">
                  <ItemLink
                    ref={remember(`${index}`)}
                    role="menuitem"
                    href={entry.href}
                    tabIndex={current && focus.sub === undefined ? 0 : -1}
                    onClick={(event) => choose(entry, event)}
                  >
                    {entry.label}
                  </ItemLink>
                </MenuRow>
              );
            }
            const subOpen = current && focus.sub !== undefined;
            return (
              <MenuRow
                key={entry.label}
                role="none"
                onPointerEnter={(event) => event.pointerType === 'mouse' && setFocus({ index, sub: -1 })}
                onPointerLeave={(event) => event.pointerType === 'mouse' && setFocus({ index })}
              >
                <ItemButton
                  ref={remember(`${index}`)}
                  type="button"
                  role="menuitem"
                  aria-haspopup="menu"
                  aria-expanded={subOpen}
                  tabIndex={current && focus.sub === undefined ? 0 : -1}
                  onClick={() => {
                    setMoveFocus(true);
                    // A pointer that hovered the entry already opened the submenu: a click keeps it open.
                    setFocus(subOpen && focus.sub !== -1 ? { index } : { index, sub: 0 });
                  }}
                >
                  {entry.label}
                  <span aria-hidden="true">▸</span>
                </ItemButton>
                {subOpen && (
                  <MenuList $nested role="menu" aria-label={entry.label}>
                    {entry.submenu.map((link, subIndex) => (
                      <MenuRow key={link.label} role="none">
                        <ItemLink
                          ref={remember(`${index}.${subIndex}`)}
                          role="menuitem"
                          href={link.href}
                          tabIndex={focus.sub === subIndex ? 0 : -1}
                          onClick={(event) => choose(link, event)}
                        >
                          {link.label}
                        </ItemLink>
                      </MenuRow>
                    ))}
                  </MenuList>
                )}
              </MenuRow>
            );
          })}
        </MenuList>
      )}
    </Holder>
  );
}

/**
 * The gallery home's menu buttons (WAI-ARIA menu button pattern, with one level of submenu):
 * Enter, Space or Down open a menu on its first album, Up on its last; inside, Up and Down move,
 * Right or Enter open a submenu and Left leaves it, Enter chooses, Escape closes (the submenu
 * first) and returns to the button, Tab closes and moves on.
 */
export function GalleryMenuBar({ menus, initiallyOpen }: GalleryMenuBarProps) {
  return (
    <Bar>
      {menus.map((menu, index) => (
        <GalleryMenuButton
          key={menu.label}
          menu={menu}
          initiallyOpen={initiallyOpen?.menu === index}
          initiallySubmenu={initiallyOpen?.menu === index && initiallyOpen.submenu === true}
        />
      ))}
    </Bar>
  );
}
