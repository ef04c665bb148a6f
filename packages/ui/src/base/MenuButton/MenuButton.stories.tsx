import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MenuButton } from './MenuButton';

const openRecipe = fn();
const openShoppingList = fn();

const meta = {
  title: 'UI/Base/MenuButton',
  component: MenuButton,
  args: {
    label: 'Kitchen',
    entries: [
      { key: 'recipes', label: 'Recipes', onSelect: openRecipe },
      { key: 'shopping', label: 'Shopping list', onSelect: openShoppingList },
      { key: 'inventory', label: 'Inventory', disabled: true, onSelect: fn() },
    ],
  },
  decorators: [
    (Story) => (
      // Menu buttons sit on an area's coloured bar.
      <div style={{ background: '#1f5f8b', padding: 8, minHeight: 240 }}>
        <Story />
      </div>
    ),
  ],
  beforeEach: () => {
    openRecipe.mockClear();
    openShoppingList.mockClear();
  },
} satisfies Meta<typeof MenuButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Kitchen' });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(button);
    await userEvent.click(
      within(canvas.getByRole('menu', { name: 'Kitchen' })).getByRole('menuitem', { name: 'Shopping list' }),
    );
    await expect(openShoppingList).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByRole('menu')).toBeNull();
  },
};

/** Edit the label and the entries in the controls. */
export const Playground: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Kitchen' }));
    await expect(within(canvas.getByRole('menu')).getAllByRole('menuitem')).toHaveLength(3);
  },
};

export const Keyboard: Story = {
  play: async ({ canvas }) => {
    canvas.getByRole('button', { name: 'Kitchen' }).focus();
    await userEvent.keyboard('{ArrowDown}');
    const menu = canvas.getByRole('menu', { name: 'Kitchen' });
    await expect(within(menu).getByRole('menuitem', { name: 'Recipes' })).toHaveFocus();
    await userEvent.keyboard('s');
    await expect(within(menu).getByRole('menuitem', { name: 'Shopping list' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('menu')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Kitchen' })).toHaveFocus();
  },
};

export const DisabledEntry: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Kitchen' }));
    const entry = within(canvas.getByRole('menu')).getByRole('menuitem', { name: 'Inventory' });
    // Announced as unavailable and does nothing; the menu stays open.
    await expect(entry).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(entry);
    await expect(canvas.getByRole('menu')).toBeVisible();
  },
};
