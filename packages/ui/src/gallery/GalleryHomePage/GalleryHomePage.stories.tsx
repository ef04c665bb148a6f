import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { mockLinkNavigation } from '../../navigation/storyNavigation';
import { storyMenus } from '../storyMenus';
import { GalleryHomePage } from './GalleryHomePage';

const links = mockLinkNavigation();
const cover = '/apiGallery/cover/gallery-home.jpg';

const meta = {
  title: 'UI/Gallery/GalleryHomePage',
  // A page: also pictured and layout-checked at phone width (decision 107).
  tags: ['page'],
  component: GalleryHomePage,
  parameters: { layout: 'fullscreen' },
  decorators: [links.decorator],
  beforeEach: () => links.reset(),
  args: {
    homeHref: '/landing',
    ownerName: 'Alex Morgan',
    menus: storyMenus,
    cover: {
      src: `${cover}?w=1200`,
      srcSet: `${cover}?w=800 800w, ${cover}?w=1200 1200w, ${cover}?w=1920 1920w`,
      width: 1920,
      height: 1080,
    },
  },
} satisfies Meta<typeof GalleryHomePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Photo Gallery' })).toBeVisible();
    const site = within(canvas.getByRole('navigation', { name: 'Site' }));
    await expect(site.getByRole('link')).toHaveAttribute('href', '/landing');
    const albums = within(canvas.getByRole('region', { name: 'Albums' }));
    await expect(albums.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Gallery Albums',
      'Family Albums',
      'AI Generated',
    ]);
  },
};

export const GalleryAlbumsOpen: Story = {
  args: { initiallyOpen: { menu: 0 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('menu', { name: 'Gallery Albums' })).toBeVisible();
  },
};

export const PetGalleryOpen: Story = {
  args: { initiallyOpen: { menu: 0, submenu: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('menu', { name: 'Pet Gallery' })).toBeVisible();
  },
};

export const FamilyAlbumsOpen: Story = {
  args: { initiallyOpen: { menu: 1 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('menu', { name: 'Family Albums' })).toBeVisible();
  },
};

export const AiGeneratedOpen: Story = {
  args: { initiallyOpen: { menu: 2 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('menu', { name: 'AI Generated' })).toBeVisible();
  },
};

export const ChooseAPetAlbum: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Gallery Albums' }));
    await userEvent.click(canvas.getByRole('menuitem', { name: 'Pet Gallery' }));
    await userEvent.click(canvas.getByRole('menuitem', { name: 'Biscuit' }));
    await expect(links.navigate).toHaveBeenCalledWith('/gallery/alex-morgan/Pet%20Portraits%20-%20Biscuit');
  },
};

/** On a phone the buttons come first, one under another, and the whole picture follows. */
export const OnAPhone: Story = {
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    const albums = canvas.getByRole('region', { name: 'Albums' });
    const buttons = within(albums).getAllByRole('button');
    const picture = albums.querySelector('img') as HTMLImageElement;
    const pictureBox = picture.getBoundingClientRect();
    // No button lies over the picture, and each button spans the column.
    for (const button of buttons) {
      const box = button.getBoundingClientRect();
      await expect(box.bottom).toBeLessThanOrEqual(pictureBox.top);
      await expect(Math.round(box.width)).toBe(Math.round(pictureBox.width));
    }
    // The picture is shown whole: its box has the picture's own shape, so nothing is cut off.
    await expect(Math.abs(pictureBox.width / pictureBox.height - 1920 / 1080)).toBeLessThan(0.02);
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(
      canvasElement.ownerDocument.documentElement.clientWidth,
    );
  },
};

/** The Pet Gallery opened on a phone: its albums fold under their entry, inside the screen. */
export const MenuOpenOnAPhone: Story = {
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  args: { initiallyOpen: { menu: 0, submenu: true } },
  play: async ({ canvas, canvasElement }) => {
    const pets = canvas.getByRole('menu', { name: 'Pet Gallery' });
    await expect(pets).toBeVisible();
    const width = canvasElement.ownerDocument.documentElement.clientWidth;
    await expect(pets.getBoundingClientRect().right).toBeLessThanOrEqual(width);
    await expect(
      within(pets)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toContain('Biscuit');
  },
};
