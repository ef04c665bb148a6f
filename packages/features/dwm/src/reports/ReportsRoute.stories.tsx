import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ReportsRoute } from './ReportsRoute';

const meta = {
  title: 'Features/Dwm/ReportsRoute',
  component: ReportsRoute,
  parameters: { router: { path: '/dwm/x540t/r7k2q9vz' } },
} satisfies Meta<typeof ReportsRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement.textContent).toBe('reports works!');
  },
};
