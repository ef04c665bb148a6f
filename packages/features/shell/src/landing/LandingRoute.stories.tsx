import { SiteConfigProvider } from '@portfolio/api-client/site';
import { getSiteConfig } from '@portfolio/contracts';
import { mockContract, mockContractError, siteConfig } from '@portfolio/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { LandingRoute } from './LandingRoute';

// The page as the site shows it: no config in the page, so it is fetched from the (mocked) API.
const meta = {
  title: 'Features/Shell/LandingRoute',
  // A page: also pictured and layout-checked at phone width (decision 107).
  tags: ['page'],
  component: LandingRoute,
  parameters: { router: { path: '/landing' }, layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <SiteConfigProvider>
        <Story />
      </SiteConfigProvider>
    ),
  ],
  beforeEach({ msw }) {
    msw.use(mockContract(getSiteConfig, () => siteConfig));
  },
} satisfies Meta<typeof LandingRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: "Alex Morgan's Projects" }),
    ).toBeVisible();
    await expect(canvas.getByText('Last updated: 12-6-24')).toBeVisible();
    const grid = canvas.getByRole('navigation', { name: 'Projects' });
    await expect(within(grid).getAllByRole('listitem')).toHaveLength(15);
    // A default install names no music site: the tile opens the site's own sheet music.
    await expect(within(grid).getByRole('link', { name: 'Music' })).toHaveAttribute(
      'href',
      '/midi/landing/home',
    );
    // The owner's way in reads true whether the owner is signed in or not (decision 100).
    await expect(canvas.getByRole('link', { name: 'Owner page' })).toHaveAttribute('href', '/owner');
  },
};

export const TileGoesToItsArea: Story = {
  play: async ({ canvas }) => {
    const grid = await canvas.findByRole('navigation', { name: 'Projects' });
    await userEvent.click(within(grid).getByRole('link', { name: 'Photo Gallery' }));
    await expect(await canvas.findByTestId('navigated-away')).toHaveTextContent(
      'Navigated to /gallery/alex-morgan-home',
    );
  },
};

export const SignOff: Story = {
  play: async ({ canvas }) => {
    const grid = await canvas.findByRole('navigation', { name: 'Projects' });
    await userEvent.click(within(grid).getByRole('link', { name: 'Sign Off' }));
    await expect(await canvas.findByTestId('navigated-away')).toHaveTextContent('Navigated to /home');
  },
};

export const ConfigUnavailable: Story = {
  beforeEach({ msw }) {
    msw.use(mockContractError(getSiteConfig, 503));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Projects' })).toBeVisible();
    const grid = canvas.getByRole('navigation', { name: 'Projects' });
    // The in-app tiles still work; the external ones need the configured addresses.
    await expect(within(grid).getAllByRole('listitem')).toHaveLength(12);
    await expect(within(grid).queryByRole('link', { name: /^Music/ })).toBeNull();
  },
};
