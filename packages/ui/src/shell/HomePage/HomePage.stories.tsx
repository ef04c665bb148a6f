import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { HomePage } from './HomePage';

const meta = {
  title: 'UI/Shell/HomePage',
  // A page: also pictured and layout-checked at phone width (decision 107).
  tags: ['page'],
  component: HomePage,
  parameters: { layout: 'fullscreen' },
  args: { ownerName: 'Alex Morgan', onSignIn: fn() },
} satisfies Meta<typeof HomePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Alex Morgan' })).toBeVisible();
    await expect(canvas.getByText(/Small web apps I build and use/)).toBeVisible();
    const signIn = canvas.getByRole('button', { name: 'Sign In' });
    await expect(canvas.getAllByRole('button')).toHaveLength(1);
    await userEvent.click(signIn);
    await expect(args.onSignIn).toHaveBeenCalledTimes(1);
    signIn.blur();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  args: { ownerName: 'Alexandra Morgan-Whitfield', tagline: 'Everything I tinker with, in one place.' },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Alexandra Morgan-Whitfield' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    const signIn = canvas.getByRole('button', { name: 'Sign In' });
    await userEvent.click(signIn);
    await expect(args.onSignIn).toHaveBeenCalledTimes(1);
    signIn.blur();
  },
};

export const WithoutOwnerName: Story = {
  args: { ownerName: undefined },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Welcome' })).toBeVisible();
    await expect(canvas.queryByText('Welcome to the projects of')).toBeNull();
    const signIn = canvas.getByRole('button', { name: 'Sign In' });
    await userEvent.click(signIn);
    await expect(args.onSignIn).toHaveBeenCalledTimes(1);
    signIn.blur();
  },
};
