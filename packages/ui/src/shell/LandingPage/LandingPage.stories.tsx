import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { onTablet } from '../../base/storyFixtures/viewports';
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

/** The words of the tiles' captions that are split across two lines ("Reference" above "s"). */
function brokenWords(root: HTMLElement) {
  const broken: string[] = [];
  const walker = root.ownerDocument.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    for (const match of (node.textContent ?? '').matchAll(/\S+/g)) {
      const range = root.ownerDocument.createRange();
      range.setStart(node, match.index);
      range.setEnd(node, match.index + match[0].length);
      const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
      if (lines.size > 1) broken.push(match[0]);
    }
  }
  return broken;
}

/** On a tablet (768 px) four tiles a row, wide enough that no caption splits a word. */
export const Tablet: Story = {
  ...onTablet,
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Projects' });
    await expect(brokenWords(nav)).toEqual([]);
    const items = within(nav).getAllByRole('listitem');
    await expect(items.filter((item) => item.offsetTop === items[0]?.offsetTop)).toHaveLength(4);
  },
};

export const WithOwnerLink: Story = {
  args: { footerLink: { href: '/owner', label: 'Owner page' } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('link', { name: 'Owner page' }));
    await expect(navigation.navigate).toHaveBeenCalledWith('/owner');
  },
};

export const WithOwnerLinkOnAPhone: Story = {
  ...WithOwnerLink,
  globals: { viewport: { value: 'mobile2', isRotated: false } },
};
