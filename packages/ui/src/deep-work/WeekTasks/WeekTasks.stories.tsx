import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { WeekTasks } from './WeekTasks';

const meta = {
  title: 'UI/DeepWork/WeekTasks',
  component: WeekTasks,
  args: {
    tasks: [
      { id: 'b', title: 'Write the benchmark harness', day: '2026-03-12', estimate: 3, status: 'planned' },
      { id: 'a', title: 'Outline the caching chapter', day: '2026-03-09', estimate: 3, status: 'done' },
      { id: 'c', title: 'Plan next week', day: '2026-03-12', estimate: 1, status: 'planned' },
    ],
  },
} satisfies Meta<typeof WeekTasks>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const days = canvas.getAllByRole('heading', { level: 3 });
    await expect(days.map((day) => day.textContent)).toEqual(['Monday 9 March', 'Thursday 12 March']);
    const thursday = within(canvas.getByRole('region', { name: 'Thursday 12 March' }));
    await expect(thursday.getAllByRole('listitem')).toHaveLength(2);
    await expect(thursday.getAllByRole('listitem')[0]).toHaveTextContent(
      'Write the benchmark harness · 3 blocks · Planned',
    );
  },
};

export const Empty: Story = {
  args: { tasks: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Nothing planned on the other days of this week.')).toBeVisible();
  },
};
