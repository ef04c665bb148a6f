import { SiteConfigProvider } from '@portfolio/api-client/site';
import { getGalleryAlbum } from '@portfolio/contracts';
import { mockContractError, resetGalleryMocks, siteConfig } from '@portfolio/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http } from 'msw';
import { Link, Route, Routes } from 'react-router-dom';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AlbumRoutes } from '../GalleryRoutes';

const biscuit = '/gallery/alex-morgan/Pet%20Portraits%20-%20Biscuit';
const route = '/gallery/:owner/:category/*';

// An album as the site mounts it at /gallery/{owner}/{album}/*, on the mock listings of the demo albums.
const meta = {
  title: 'Features/Gallery/AlbumRoutes',
  // A page: also pictured and layout-checked at phone width (decision 107).
  tags: ['page'],
  component: AlbumRoutes,
  parameters: {
    layout: 'fullscreen',
    router: { path: biscuit, route },
    // The grid's JPEGs are scaled by the browser from whichever srcset width it already holds.
    visual: { allowedMismatchedPixels: 1000 },
  },
  decorators: [
    (Story) => (
      <SiteConfigProvider initial={siteConfig}>
        <Story />
      </SiteConfigProvider>
    ),
  ],
  beforeEach: () => resetGalleryMocks(),
} satisfies Meta<typeof AlbumRoutes>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Album: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Pet Portraits - Biscuit' })).toBeVisible();
    await expect(await canvas.findByText('14 pictures')).toBeVisible();
    await expect(within(canvas.getByRole('list')).getAllByRole('listitem')).toHaveLength(14);
    await expect(canvas.getByRole('link', { name: 'All albums' })).toHaveAttribute(
      'href',
      '/gallery/alex-morgan-home',
    );
  },
};

/** Open a picture from its cell and step through the album with the arrow keys. */
export const Lightbox: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('link', { name: 'Biscuit 02 - Blue hour' }));
    await expect(await canvas.findByRole('dialog', { name: 'Biscuit 02 - Blue hour' })).toBeVisible();
    await expect(canvas.getByText('2 of 14')).toBeVisible();
    await userEvent.keyboard('{ArrowRight}');
    await expect(await canvas.findByRole('dialog', { name: 'Biscuit 03 - Over the hills' })).toBeVisible();
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    await expect(await canvas.findByRole('dialog', { name: 'Biscuit 01 - Early light' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Previous picture' })).toBeDisabled();
  },
};

/** Escape closes the lightbox, back to the album's address, and the focus goes to the picture's cell. */
export const EscapeReturnsFocus: Story = {
  parameters: { router: { path: `${biscuit}/Biscuit%2003%20-%20Over%20the%20hills.jpg`, route } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('dialog', { name: 'Biscuit 03 - Over the hills' })).toBeVisible();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(await canvas.findByRole('dialog', { name: 'Biscuit 02 - Blue hour' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(canvas.getByRole('link', { name: 'Biscuit 02 - Blue hour' })).toHaveFocus());
  },
};

/** A picture's own address opens the album with that picture in the lightbox. */
export const PictureAddress: Story = {
  parameters: { router: { path: `${biscuit}/Biscuit%2014%20-%20Last%20one.jpg`, route } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('dialog', { name: 'Biscuit 14 - Last one' })).toBeVisible();
    await expect(canvas.getByText('14 of 14')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Next picture' })).toBeDisabled();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('*/apiGallery/:category', () => delay('infinite')));
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Pet Portraits - Biscuit' })).toBeVisible();
    await expect(canvas.getByText('Loading the album…')).toBeVisible();
  },
};

/** An album the server does not have is an empty album, not an error. */
export const UnknownAlbum: Story = {
  parameters: { router: { path: '/gallery/alex-morgan/Holiday%201999', route } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('There are no pictures in “Holiday 1999”.')).toBeVisible();
  },
};

/** A failed listing opens /error with the failure, as every plain GET does (spec part 1 §8). */
export const ListingFails: Story = {
  beforeEach({ msw }) {
    msw.use(mockContractError(getGalleryAlbum, 500));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('navigated-away')).toHaveTextContent(
      'Navigated to /error with {"message":"Http failure response for /apiGallery/Pet%20Portraits%20-%20Biscuit: 500 Internal Server Error","status":500',
    );
  },
};

/** Arriving from another page (here a link, as from the gallery's menus): the album's heading has the focus. */
export const FocusOnArrival: Story = {
  parameters: { router: { path: '/start', route: '*' } },
  decorators: [
    (Story) => (
      <Routes>
        <Route path="/start" element={<Link to={biscuit}>Open Biscuit</Link>} />
        <Route path={route} element={<Story />} />
      </Routes>
    ),
  ],
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('link', { name: 'Open Biscuit' }));
    const heading = await canvas.findByRole('heading', { level: 1, name: 'Pet Portraits - Biscuit' });
    await waitFor(() => expect(heading).toHaveFocus());
    // The next Tab goes on from the top of the album.
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'All albums' })).toHaveFocus();
  },
};

/** A fresh load of the album's address leaves the focus where the browser puts it. */
export const NoFocusOnAFreshLoad: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('14 pictures')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1 })).not.toHaveFocus();
  },
};
