import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { mockLinkNavigation } from '../../navigation/storyNavigation';
import { Tile } from './Tile';

const navigation = mockLinkNavigation();

const meta = {
  title: 'UI/Shell/Tile',
  component: Tile,
  args: { title: 'References', icon: 'references', href: '/references' },
  decorators: [
    navigation.decorator,
    // A tile fills its grid cell; alone it gets the width of a desktop cell.
    (Story) => (
      <div style={{ width: 196 }}>
        <Story />
      </div>
    ),
  ],
  beforeEach: navigation.reset,
} satisfies Meta<typeof Tile>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Internal: Story = {
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'References' });
    await expect(link).toHaveAttribute('title', 'References');
    await expect(link).not.toHaveAttribute('target');
    // Square card.
    const box = link.getBoundingClientRect();
    await expect(Math.abs(box.width - box.height)).toBeLessThan(2);
    await userEvent.click(link);
    await expect(navigation.navigate).toHaveBeenCalledTimes(1);
    await expect(navigation.navigate).toHaveBeenCalledWith('/references');
  },
};

export const External: Story = {
  args: { title: 'Music', icon: 'music', href: 'http://piano.example.org:83/', external: true },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Music (opens in a new tab)' });
    await expect(link).toHaveAttribute('href', 'http://piano.example.org:83/');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(link).toHaveAttribute('title', 'Music (opens in a new tab)');
  },
};

export const Unavailable: Story = {
  args: { title: 'View Quests', icon: 'view-quests', href: undefined, unavailable: true },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link')).toBeNull();
    // Hover title and caption both say it is not available yet.
    const tile = canvas.getByTitle('View Quests (not available yet)');
    await expect(tile).toHaveAttribute('aria-disabled', 'true');
    await expect(tile).toHaveTextContent('View Quests (not available yet)');
    await userEvent.click(tile);
    await expect(navigation.navigate).not.toHaveBeenCalled();
  },
};

export const Focused: Story = {
  args: { title: 'World Map', icon: 'world-map', href: '/draggable-globe' },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'World Map' });
    await userEvent.tab();
    await expect(link).toHaveFocus();
    // The keyboard focus ring is drawn, and Enter follows the link.
    await expect(getComputedStyle(link).outlineStyle).toBe('solid');
    await userEvent.keyboard('{Enter}');
    await expect(navigation.navigate).toHaveBeenCalledWith('/draggable-globe');
    // Leave the tile focused so the story shows the focus state.
    link.focus();
  },
};
