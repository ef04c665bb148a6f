import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ReportsPage } from './ReportsPage';

const meta = { title: 'UI/Dwm/ReportsPage', component: ReportsPage } satisfies Meta<typeof ReportsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement.textContent).toBe('reports works!');
  },
};
