import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from './Button';

const meta = {
  title: 'UI/Base/Button',
  component: Button,
  args: { children: 'Sign in', onClick: fn() },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Secondary: Story = {
  args: { variant: 'secondary', children: 'Cancel' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Cancel' })).toBeEnabled();
  },
};

export const Danger: Story = {
  args: { variant: 'danger', children: 'Clear Shopping List' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Clear Shopping List' })).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Sign in' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

/** Try the variants, the text and the disabled state in the controls. */
export const Playground: Story = {
  args: { variant: 'secondary', children: 'Show Data' },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show Data' }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

/** A one-character action in a row of items: the touch size, without the wide padding. */
export const Compact: Story = {
  args: { variant: 'secondary', compact: true, children: '→', 'aria-label': 'Move to the shopping list' },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Move to the shopping list' });
    const box = button.getBoundingClientRect();
    // Still a touch target, but no wider than it needs to be.
    await expect(box.width).toBeGreaterThanOrEqual(44);
    await expect(box.width).toBeLessThan(60);
  },
};
