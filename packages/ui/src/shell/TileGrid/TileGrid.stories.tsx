import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { mockLinkNavigation } from '../../navigation/storyNavigation';
import { landingTiles } from './landingTiles.fixture';
import { TileGrid } from './TileGrid';

const navigation = mockLinkNavigation();

const meta = {
  title: 'UI/Shell/TileGrid',
  component: TileGrid,
  args: { tiles: landingTiles, label: 'Projects' },
  decorators: [navigation.decorator],
  beforeEach: navigation.reset,
} satisfies Meta<typeof TileGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** How many tiles share the first row: the number of columns the user sees. */
function tilesInFirstRow(items: HTMLElement[]) {
  const firstTop = items[0]?.offsetTop;
  return items.filter((item) => item.offsetTop === firstTop).length;
}

export const Default: Story = {
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Projects' });
    const items = within(nav).getAllByRole('listitem');
    await expect(items).toHaveLength(15);
    await expect(tilesInFirstRow(items)).toBe(5);
    await expect(getComputedStyle(within(nav).getByRole('list')).gridTemplateColumns.split(' ')).toHaveLength(
      5,
    );

    // 13 links: every tile except View Quests and Edit Quests.
    await expect(within(nav).getAllByRole('link')).toHaveLength(13);
    await expect(canvas.getByRole('link', { name: '2024 Election (opens in a new tab)' })).toHaveAttribute(
      'target',
      '_blank',
    );
    await expect(canvas.queryByRole('link', { name: /Edit Quests/ })).toBeNull();
    const editQuests = canvas.getByTitle('Edit Quests (not available yet)');
    await expect(editQuests).toHaveAttribute('aria-disabled', 'true');
    await expect(editQuests).toHaveTextContent('Edit Quests (not available yet)');

    const leitner = canvas.getByRole('link', { name: 'Leitner Box' });
    await userEvent.click(leitner);
    leitner.blur();
    await expect(navigation.navigate).toHaveBeenCalledTimes(1);
    await expect(navigation.navigate).toHaveBeenCalledWith('/leitner/vocab');
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  play: async ({ canvas }) => {
    const items = canvas.getAllByRole('listitem');
    await expect(items).toHaveLength(15);
    await expect(tilesInFirstRow(items)).toBe(3);
    // Long titles wrap inside their tile instead of widening the column.
    const recipes = canvas.getByRole('link', { name: 'Recipes for the Pressure Cooker' });
    await expect(recipes.scrollWidth).toBeLessThanOrEqual(recipes.clientWidth);
    const signOff = canvas.getByRole('link', { name: 'Sign Off' });
    await userEvent.click(signOff);
    signOff.blur();
    await expect(navigation.navigate).toHaveBeenCalledTimes(1);
    await expect(navigation.navigate).toHaveBeenCalledWith('/home');
  },
};

export const FewTiles: Story = {
  args: { tiles: landingTiles.slice(0, 3), label: 'Featured projects' },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Featured projects' });
    await expect(within(nav).getAllByRole('link')).toHaveLength(3);
    // Columns keep their width, so three tiles stay the size of a full row's tiles.
    const first = within(nav).getAllByRole('listitem')[0];
    await expect(first?.getBoundingClientRect().width).toBeLessThan(nav.getBoundingClientRect().width / 4);
  },
};
