import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildGalleryMenus, menuCategories } from './gallery-menus';

const albumsFolder = join(import.meta.dirname, '../../../../content/media/gallery/albums');

describe('the gallery menus', () => {
  it('are the spec’s three, with the Pet Gallery submenu in Gallery Albums', () => {
    const menus = buildGalleryMenus('alex-morgan');
    expect(menus.map((menu) => menu.label)).toEqual(['Gallery Albums', 'Family Albums', 'AI Generated']);
    expect(menus[0]?.entries.map((entry) => entry.label)).toEqual([
      'Childroom',
      'Yellowstone 2023',
      'Pet Gallery',
    ]);
    expect(menus[0]?.entries[2]).toEqual({
      label: 'Pet Gallery',
      submenu: [
        { label: 'Biscuit', href: '/gallery/alex-morgan/Pet%20Portraits%20-%20Biscuit' },
        { label: 'Marmalade', href: '/gallery/alex-morgan/Pet%20Portraits%20-%20Marmalade' },
      ],
    });
    expect(menus[1]?.entries).toEqual([{ label: 'Grandbaby', href: '/gallery/alex-morgan/Grandbaby' }]);
    expect(menus[2]?.entries.map((entry) => entry.label)).toEqual([
      'Presidents',
      'Monarchs',
      'Astronauts',
      'Lighthouses',
    ]);
  });

  it('lead only to demo albums of at least 12 pictures', () => {
    for (const category of menuCategories()) {
      const folder = join(albumsFolder, category);
      expect(existsSync(folder), category).toBe(true);
      expect(
        readdirSync(folder).filter((name) => name.endsWith('.jpg')).length,
        category,
      ).toBeGreaterThanOrEqual(12);
    }
  });
});
