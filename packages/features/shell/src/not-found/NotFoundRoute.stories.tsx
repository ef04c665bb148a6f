import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { NotFoundRoute } from './NotFoundRoute';

const meta = {
  title: 'Features/Shell/NotFoundRoute',
  // A page: also pictured and layout-checked at phone width (decision 107).
  tags: ['page'],
  component: NotFoundRoute,
  parameters: { router: { path: '/no/such/page' }, layout: 'fullscreen' },
} satisfies Meta<typeof NotFoundRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

export const UnknownPath: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(canvas.getByText(/\/no\/such\/page/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to the landing page' })).toHaveAttribute(
      'href',
      '/landing',
    );
  },
};
