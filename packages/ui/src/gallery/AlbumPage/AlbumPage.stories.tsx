import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { mockLinkNavigation } from '../../navigation/storyNavigation';
import { biscuitPictures, manyPictures, storyAlbum } from '../storyFixtures';
import { cellRows, expectJustifiedRows } from '../storyLayoutChecks';
import { AlbumPage } from './AlbumPage';

const links = mockLinkNavigation();

const meta = {
  title: 'UI/Gallery/AlbumPage',
  // A page: also pictured and layout-checked at phone width (decision 107).
  tags: ['page'],
  component: AlbumPage,
  parameters: {
    layout: 'fullscreen',
    // The grid's JPEGs are scaled by the browser from whichever srcset width it already holds
    // (a wider one that an earlier story loaded may be reused): their edges vary by a few hundred pixels.
    visual: { allowedMismatchedPixels: 1000 },
  },
  decorators: [links.decorator],
  beforeEach: () => links.reset(),
  args: {
    homeHref: '/landing',
    galleryHref: '/gallery/alex-morgan-home',
    album: 'Pet Portraits - Biscuit',
    pictures: biscuitPictures,
  },
} satisfies Meta<typeof AlbumPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Pet Portraits - Biscuit' })).toBeVisible();
    await expect(canvas.getByText('14 pictures')).toBeVisible();
    const cells = within(canvas.getByRole('list')).getAllByRole('listitem');
    await expect(cells).toHaveLength(14);
    const first = within(cells[0] as HTMLElement).getByRole('link', { name: 'Biscuit 01 - Early light' });
    await expect(first).toHaveAttribute(
      'href',
      '/gallery/alex-morgan/Pet%20Portraits%20-%20Biscuit/Biscuit%2001%20-%20Early%20light.jpg',
    );
    // Justified rows: a landscape beside a portrait, both at one height, every row full width.
    await expectJustifiedRows(canvas.getByRole('list'));
    const images = [...canvasElement.querySelectorAll('img')];
    await expect(images.slice(0, 6).every((image) => image.loading === 'eager')).toBe(true);
    await expect(images.slice(6).every((image) => image.loading === 'lazy')).toBe(true);
    await expect(images[0]?.srcset).toContain('?w=240 240w');
    await userEvent.click(first);
    await expect(links.navigate).toHaveBeenCalledWith(
      '/gallery/alex-morgan/Pet%20Portraits%20-%20Biscuit/Biscuit%2001%20-%20Early%20light.jpg',
    );
  },
};

export const Loading: Story = {
  args: { pictures: undefined },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Pet Portraits - Biscuit' })).toBeVisible();
    await expect(canvas.getByText('Loading the album…')).toBeVisible();
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
  },
};

export const Empty: Story = {
  args: { album: 'Holiday 1999', pictures: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('There are no pictures in “Holiday 1999”.')).toBeVisible();
    await expect(canvas.getByText('0 pictures')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Choose another album' })).toHaveAttribute(
      'href',
      '/gallery/alex-morgan-home',
    );
  },
};

/** Pictures that do not arrive keep their cell and say so. */
export const PicturesFailToLoad: Story = {
  args: {
    pictures: storyAlbum('Gone', 'Gone', '#cccccc', 3).map((picture) => ({
      ...picture,
      src: '/apiGallery/albums/Gone/missing.jpg',
      srcSet: '/apiGallery/albums/Gone/missing.jpg?w=240 240w',
    })),
  },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(canvas.getAllByText('This picture could not be loaded')).toHaveLength(3));
    await expect(canvasElement.querySelectorAll('img')).toHaveLength(0);
    await expect(canvas.getByRole('link', { name: /Gone 01/ })).toBeVisible();
  },
};

export const ManyPictures: Story = {
  args: { album: 'Everything', pictures: manyPictures },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('126 pictures')).toBeVisible();
    await expect(within(canvas.getByRole('list')).getAllByRole('listitem')).toHaveLength(126);
    await expect(canvasElement.querySelectorAll('img[loading="lazy"]')).toHaveLength(120);
  },
};

/** At 390 px the rows are lower (two or three pictures each) and still fill the width. */
export const OnAPhone: Story = {
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  // One copy per picture: the browser would otherwise pick a larger one another story left in its
  // cache, and the picture would change from run to run.
  args: { pictures: biscuitPictures.map((picture) => ({ ...picture, srcSet: `${picture.src} 480w` })) },
  play: async ({ canvas, canvasElement }) => {
    const list = canvas.getByRole('list');
    await expectJustifiedRows(list);
    const perRow = cellRows(list).map((row) => row.length);
    await expect(Math.max(...perRow)).toBeLessThanOrEqual(4);
    const page = canvasElement.ownerDocument.documentElement;
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
  },
};

/** At 1280 px: taller rows of four or five pictures. */
export const OnADesktop: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  args: { pictures: biscuitPictures.map((picture) => ({ ...picture, srcSet: `${picture.src} 480w` })) },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list');
    await expectJustifiedRows(list);
    await expect(Math.max(...cellRows(list).map((row) => row.length))).toBeGreaterThanOrEqual(4);
  },
};

/** The window narrows from desktop to phone: the rows are laid out again for the new width. */
export const Resized: Story = {
  args: { pictures: biscuitPictures.map((picture) => ({ ...picture, srcSet: `${picture.src} 480w` })) },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list');
    const wide = cellRows(list).length;
    list.style.maxWidth = '358px';
    await waitFor(() => expect(cellRows(list).length).toBeGreaterThan(wide));
    await waitFor(() => expectJustifiedRows(list));
    // The phone's look: three or four pictures a row at most.
    await expect(Math.max(...cellRows(list).map((row) => row.length))).toBeLessThanOrEqual(4);
  },
};
