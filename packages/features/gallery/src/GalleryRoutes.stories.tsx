import { SiteConfigProvider } from '@portfolio/api-client/site';
import { siteConfig } from '@portfolio/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes, useLocation } from 'react-router-dom';
import { expect, userEvent, within } from 'storybook/test';
import { GalleryRoutes } from './GalleryRoutes';

/** Where an album address leads in these stories: the album page is AlbumRoutes' story. */
function AlbumOpened() {
  return <p data-testid="album-opened">Opened {useLocation().pathname}</p>;
}

// The gallery home as the site mounts it at /gallery/*, for the demo owner (slug alex-morgan).
const meta = {
  title: 'Features/Gallery/GalleryRoutes',
  // A page: also pictured and layout-checked at phone width (decision 107).
  tags: ['page'],
  component: GalleryRoutes,
  parameters: { layout: 'fullscreen', router: { path: '/gallery/alex-morgan-home', route: '*' } },
  decorators: [
    (Story) => (
      <SiteConfigProvider initial={siteConfig}>
        <Routes>
          <Route path="/gallery/:owner/:category/*" element={<AlbumOpened />} />
          <Route path="/gallery/*" element={<Story />} />
        </Routes>
      </SiteConfigProvider>
    ),
  ],
} satisfies Meta<typeof GalleryRoutes>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Home: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Photo Gallery' })).toBeVisible();
    await expect(canvas.getByText("Alex Morgan's albums: choose one from the menus.")).toBeVisible();
    await expect(canvas.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Gallery Albums',
      'Family Albums',
      'AI Generated',
    ]);
  },
};

/** A pet album opens 'Pet Portraits - {pet}' under the configured owner. */
export const ChooseAPetAlbum: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Gallery Albums' }));
    await userEvent.click(canvas.getByRole('menuitem', { name: 'Pet Gallery' }));
    await userEvent.click(canvas.getByRole('menuitem', { name: 'Marmalade' }));
    await expect(await canvas.findByTestId('album-opened')).toHaveTextContent(
      'Opened /gallery/alex-morgan/Pet%20Portraits%20-%20Marmalade',
    );
  },
};

/** An address with another owner's slug leads to the configured owner's home. */
export const AnotherOwnersHome: Story = {
  parameters: { router: { path: '/gallery/someone-else-home', route: '*' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Photo Gallery' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Family Albums' }));
    await expect(
      within(canvas.getByRole('menu')).getByRole('menuitem', { name: 'Grandbaby' }),
    ).toHaveAttribute('href', '/gallery/alex-morgan/Grandbaby');
  },
};

export const UnknownPage: Story = {
  parameters: { router: { path: '/gallery/nothing-here', route: '*' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1 })).toBeVisible();
    await expect(canvas.getByText(/\/gallery\/nothing-here/)).toBeVisible();
  },
};
