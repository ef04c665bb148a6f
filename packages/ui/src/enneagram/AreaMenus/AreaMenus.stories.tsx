import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AreaMenus } from './AreaMenus';

const actionLabels = [
  'Home',
  'Take New Test',
  'Resume Test in Progress',
  'Comparison Tool',
  'Chestnut Checklist',
  'Sign Up',
  'Log In',
  'Log Out',
  'Factory Import',
  'Under the Hood',
  'Help',
  'About',
];

const meta = {
  title: 'UI/Enneagram/AreaMenus',
  component: AreaMenus,
  args: {
    // The feature's entries: ids are what a choice hands back.
    actions: actionLabels.map((label) => ({ id: label.toLowerCase().replaceAll(' ', '-'), label })),
    charts: ['Virtues and Vices', 'Hornevian', 'Wings', 'Centers', 'Harmonic', 'Object Relations'],
    userIds: ['harriet88', 'marisol.v', 'tobias_k'],
    onAction: fn(),
    onChart: fn(),
    onUserResults: fn(),
  },
  decorators: [
    (Story) => (
      // The menus sit on the area's coloured bar.
      <div style={{ background: '#1f5f8b', padding: 8, minHeight: 560 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AreaMenus>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ActionsMenu: Story = {
  play: async ({ args, canvas }) => {
    const actions = canvas.getByRole('button', { name: 'Actions' });
    await expect(actions).toHaveAttribute('aria-haspopup', 'menu');
    await expect(actions).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(actions);
    await expect(actions).toHaveAttribute('aria-expanded', 'true');
    const menu = canvas.getByRole('menu', { name: 'Actions' });
    const items = within(menu).getAllByRole('menuitem');
    await expect(items.map((item) => item.textContent)).toEqual(actionLabels);
    await expect(items[0]).toHaveFocus();
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Take New Test' }));
    await expect(args.onAction).toHaveBeenCalledWith('take-new-test');
    await expect(canvas.queryByRole('menu')).toBeNull();
    await expect(actions).toHaveFocus();
  },
};

export const KeyboardNavigation: Story = {
  play: async ({ args, canvas }) => {
    const actions = canvas.getByRole('button', { name: 'Actions' });
    actions.focus();
    await userEvent.keyboard('{ArrowDown}');
    const menu = canvas.getByRole('menu', { name: 'Actions' });
    await expect(within(menu).getByRole('menuitem', { name: 'Home' })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(within(menu).getByRole('menuitem', { name: 'About' })).toHaveFocus();
    await userEvent.keyboard('{Home}{ArrowDown}{ArrowDown}');
    await expect(within(menu).getByRole('menuitem', { name: 'Resume Test in Progress' })).toHaveFocus();
    // A first letter jumps to the next entry that starts with it.
    await userEvent.keyboard('h');
    await expect(within(menu).getByRole('menuitem', { name: 'Help' })).toHaveFocus();
    await userEvent.keyboard('{End}{Enter}');
    await expect(args.onAction).toHaveBeenCalledWith('about');
    await expect(actions).toHaveFocus();

    // Up on the button opens on the last entry; Escape closes and returns to the button.
    await userEvent.keyboard('{ArrowUp}');
    await expect(within(canvas.getByRole('menu')).getByRole('menuitem', { name: 'About' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('menu')).toBeNull();
    await expect(actions).toHaveFocus();
    await expect(args.onAction).toHaveBeenCalledTimes(1);
  },
};

export const ChartsMenu: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Charts' }));
    const menu = canvas.getByRole('menu', { name: 'Charts' });
    await expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Virtues and Vices', 'Hornevian', 'Wings', 'Centers', 'Harmonic', 'Object Relations']);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Object Relations' }));
    await expect(args.onChart).toHaveBeenCalledWith('Object Relations');
  },
};

export const UserResultsMenu: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'User Results' }));
    const menu = canvas.getByRole('menu', { name: 'User Results' });
    await expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['harriet88', 'marisol.v', 'tobias_k']);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'marisol.v' }));
    await expect(args.onUserResults).toHaveBeenCalledWith('marisol.v');
  },
};

export const UsersLoading: Story = {
  args: { userIds: undefined },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'User Results' }));
    const entry = canvas.getByRole('menuitem', { name: 'Loading users…' });
    await expect(entry).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(entry);
    await expect(args.onUserResults).not.toHaveBeenCalled();
  },
};

export const NoUsersYet: Story = {
  args: { userIds: [] },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'User Results' }));
    await expect(canvas.getByRole('menuitem', { name: 'No users yet' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

export const UsersFailed: Story = {
  args: { userIds: undefined, userIdsFailed: true },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'User Results' }));
    await expect(canvas.getByRole('menuitem', { name: 'The user list could not be loaded' })).toBeVisible();
  },
};

export const ClosesOnOutsideClickAndTab: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Charts' }));
    await expect(canvas.getByRole('menu')).toBeVisible();
    await userEvent.click(canvasElement);
    await waitFor(() => expect(canvas.queryByRole('menu')).toBeNull());

    await userEvent.click(canvas.getByRole('button', { name: 'Actions' }));
    await userEvent.tab();
    await expect(canvas.queryByRole('menu')).toBeNull();
  },
};
