import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { mockLinkNavigation } from '../../navigation/storyNavigation';
import { landingTiles } from '../TileGrid/landingTiles.fixture';
import { LandingPage } from './LandingPage';

const navigation = mockLinkNavigation();

const meta = {
  title: 'UI/Shell/LandingPage',
  // A page: also pictured and layout-checked at phone width (decision 107).
  tags: ['page'],
  component: LandingPage,
  parameters: { layout: 'fullscreen' },
  args: {
    title: "Alex Morgan's Projects",
    subtitle:
      'A photo gallery, pressure-cooker recipes, a draggable globe, an Enneagram test, a MIDI page turner, a reference library, a video database and the tools I use every week.',
    lastUpdated: '12-6-24',
    tiles: landingTiles,
  },
  decorators: [navigation.decorator],
  beforeEach: navigation.reset,
} satisfies Meta<typeof LandingPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: "Alex Morgan's Projects" })).toBeVisible();
    await expect(canvas.getByText(/A photo gallery, pressure-cooker recipes/)).toBeVisible();
    await expect(canvas.getByText('Last updated: 12-6-24')).toBeVisible();

    const nav = canvas.getByRole('navigation', { name: 'Projects' });
    const items = within(nav).getAllByRole('listitem');
    await expect(items).toHaveLength(15);
    await expect(items.filter((item) => item.offsetTop === items[0]?.offsetTop)).toHaveLength(5);

    const gallery = within(nav).getByRole('link', { name: 'Photo Gallery' });
    await userEvent.click(gallery);
    await expect(navigation.navigate).toHaveBeenCalledWith('/gallery/alex-home');
    // The click leaves focus on the tile; drop it so the story shows the page at rest.
    gallery.blur();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: "Alex Morgan's Projects" })).toBeVisible();
    await expect(canvas.getByText('Last updated: 12-6-24')).toBeVisible();
    const items = canvas.getAllByRole('listitem');
    await expect(items).toHaveLength(15);
    await expect(items.filter((item) => item.offsetTop === items[0]?.offsetTop)).toHaveLength(3);
    // Nothing runs off the side of the phone.
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const WithOwnerLink: Story = {
  args: { footerLink: { href: '/owner', label: 'Owner sign-in' } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('link', { name: 'Owner sign-in' }));
    await expect(navigation.navigate).toHaveBeenCalledWith('/owner');
  },
};

export const WithOwnerLinkOnAPhone: Story = {
  ...WithOwnerLink,
  globals: { viewport: { value: 'mobile2', isRotated: false } },
};
