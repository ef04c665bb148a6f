import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { mockLinkNavigation } from '../../navigation/storyNavigation';
import { MenuButton, type MenuEntry } from './MenuButton';

const openRecipe = fn();
const openShoppingList = fn();
const startTimer = fn();
const links = mockLinkNavigation();

/** A kitchen menu whose recipes fold into a submenu of links, and timers into one of actions. */
const withSubmenus: MenuEntry[] = [
  {
    key: 'recipes',
    label: 'Recipes',
    entries: [
      { key: 'beef-stew', label: 'Beef stew', href: '/recipes/recipes/beef-stew' },
      { key: 'lentil-soup', label: 'Lentil soup', href: '/recipes/recipes/lentil-soup' },
      { key: 'chicken-curry', label: 'Chicken curry', href: '/recipes/recipes/chicken-curry' },
    ],
  },
  {
    key: 'timers',
    label: 'Pressure timers',
    entries: [
      { key: 'rice', label: 'Rice, 12 minutes', onSelect: startTimer },
      { key: 'beans', label: 'Beans, 35 minutes', onSelect: fn() },
    ],
  },
  { key: 'shopping', label: 'Shopping list', onSelect: openShoppingList },
];

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
    links.decorator,
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
    startTimer.mockClear();
    links.reset();
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

/** Only the keyboard: Right or Enter opens a submenu, Left or Escape return to its entry. */
export const SubmenuKeyboard: Story = {
  args: { entries: withSubmenus },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Kitchen' });
    button.focus();
    await userEvent.keyboard('{ArrowDown}');
    const recipes = canvas.getByRole('menuitem', { name: 'Recipes' });
    await waitFor(() => expect(recipes).toHaveFocus());
    await expect(recipes).toHaveAttribute('aria-haspopup', 'menu');
    await expect(recipes).toHaveAttribute('aria-expanded', 'false');

    await userEvent.keyboard('{ArrowRight}');
    await expect(recipes).toHaveAttribute('aria-expanded', 'true');
    const submenu = canvas.getByRole('menu', { name: 'Recipes' });
    await waitFor(() => expect(within(submenu).getByRole('menuitem', { name: 'Beef stew' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(within(submenu).getByRole('menuitem', { name: 'Lentil soup' })).toHaveFocus());
    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() => expect(recipes).toHaveFocus());
    await expect(canvas.queryByRole('menu', { name: 'Recipes' })).toBeNull();

    // Down to the timers, Enter into them, Escape back to the entry, Escape out of the menu.
    await userEvent.keyboard('{ArrowDown}');
    const timers = canvas.getByRole('menuitem', { name: 'Pressure timers' });
    await waitFor(() => expect(timers).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('menuitem', { name: 'Rice, 12 minutes' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(timers).toHaveFocus());
    await expect(canvas.queryByRole('menu', { name: 'Pressure timers' })).toBeNull();
    await expect(canvas.getByRole('menu', { name: 'Kitchen' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(button).toHaveFocus());
    await expect(canvas.queryByRole('menu')).toBeNull();

    // Choose an action in a submenu: it runs, everything closes, the focus is back on the button.
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowRight}');
    await waitFor(() => expect(canvas.getByRole('menuitem', { name: 'Rice, 12 minutes' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(startTimer).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByRole('menu')).toBeNull();
    await expect(button).toHaveFocus();
  },
};

/** A mouse opens a submenu by hovering and a click chooses a recipe: a link, followed in the app. */
export const SubmenuPointer: Story = {
  args: { entries: withSubmenus },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Kitchen' }));
    const recipes = canvas.getByRole('menuitem', { name: 'Recipes' });
    await userEvent.hover(recipes);
    await expect(canvas.getByRole('menu', { name: 'Recipes' })).toBeVisible();
    await userEvent.hover(canvas.getByRole('menuitem', { name: 'Shopping list' }));
    await expect(canvas.queryByRole('menu', { name: 'Recipes' })).toBeNull();

    await userEvent.click(recipes);
    const stew = within(canvas.getByRole('menu', { name: 'Recipes' })).getByRole('menuitem', {
      name: 'Beef stew',
    });
    await expect(stew).toHaveAttribute('href', '/recipes/recipes/beef-stew');
    await userEvent.click(stew);
    await expect(links.navigate).toHaveBeenCalledWith('/recipes/recipes/beef-stew');
    await expect(canvas.queryByRole('menu')).toBeNull();
  },
};

/**
 * On a phone, at the screen's right edge: a tap opens the submenu, and it stays on the screen
 * (under its entry when neither side has room).
 */
export const SubmenuOnAPhone: Story = {
  args: { entries: withSubmenus },
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  decorators: [
    (Story) => (
      <div style={{ display: 'flex', justifyContent: 'flex-end', minHeight: 330 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas, canvasElement }) => {
    const screen = canvasElement.ownerDocument.documentElement.clientWidth;
    const tap = (target: Element) => userEvent.pointer({ keys: '[TouchA]', target });
    const openRecipes = async () => {
      await tap(canvas.getByRole('button', { name: 'Kitchen' }));
      await tap(canvas.getByRole('menuitem', { name: 'Recipes' }));
      await expect(canvas.getByRole('menuitem', { name: 'Recipes' })).toHaveAttribute(
        'aria-expanded',
        'true',
      );
      return canvas.getByRole('menu', { name: 'Recipes' });
    };
    await tap(within(await openRecipes()).getByRole('menuitem', { name: 'Lentil soup' }));
    await expect(links.navigate).toHaveBeenCalledWith('/recipes/recipes/lentil-soup');
    await expect(canvas.queryByRole('menu')).toBeNull();

    // Open again, for the picture too: both lists lie inside the screen.
    const submenu = await openRecipes();
    for (const menu of [canvas.getByRole('menu', { name: 'Kitchen' }), submenu]) {
      const box = menu.getBoundingClientRect();
      await expect(box.left).toBeGreaterThanOrEqual(0);
      await expect(box.right).toBeLessThanOrEqual(screen);
    }
  },
};
