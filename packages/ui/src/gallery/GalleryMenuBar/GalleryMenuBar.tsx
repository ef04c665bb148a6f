import styled from 'styled-components';
import { MenuButton, type MenuEntry } from '../../base/MenuButton';

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

const toMenuEntry = (entry: GalleryMenuEntry): MenuEntry =>
  'submenu' in entry
    ? {
        key: entry.label,
        label: entry.label,
        entries: entry.submenu.map((link) => ({ key: link.label, ...link })),
      }
    : { key: entry.label, ...entry };

/**
 * The gallery home's album menus: base menu buttons on the overlay glass, the Pet Gallery a
 * submenu (keyboard and pointer as base `MenuButton` describes).
 */
export function GalleryMenuBar({ menus, initiallyOpen }: GalleryMenuBarProps) {
  return (
    <Bar>
      {menus.map((menu, index) => {
        const open = initiallyOpen?.menu === index;
        const submenu =
          open && initiallyOpen?.submenu ? menu.entries.find((entry) => 'submenu' in entry) : undefined;
        return (
          <MenuButton
            key={menu.label}
            look="overlay"
            label={menu.label}
            entries={menu.entries.map(toMenuEntry)}
            initiallyOpen={open}
            initialSubmenu={submenu?.label}
          />
        );
      })}
    </Bar>
  );
}
