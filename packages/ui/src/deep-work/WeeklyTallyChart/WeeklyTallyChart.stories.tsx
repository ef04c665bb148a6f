import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { WeeklyTallyChart } from './WeeklyTallyChart';

const week = (seconds: number[]) =>
  seconds.map((value, index) => ({ day: `2026-03-${String(9 + index).padStart(2, '0')}`, seconds: value }));

const meta = {
  title: 'UI/DeepWork/WeeklyTallyChart',
  component: WeeklyTallyChart,
  args: { days: week([5100, 3000, 7200, 0, 0, 0, 0]), today: '2026-03-11' },
} satisfies Meta<typeof WeeklyTallyChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('4 h 15 min of deep work, 4.3 hours')).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Monday 9 March: 1 h 25 min' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Today, Wednesday 11 March: 2 h 00 min' })).toBeVisible();
    await expect(canvas.getAllByRole('img')).toHaveLength(7);
    const monday = canvas.getByRole('img', { name: 'Monday 9 March: 1 h 25 min' });
    const wednesday = canvas.getByRole('img', { name: 'Today, Wednesday 11 March: 2 h 00 min' });
    await expect(Number(wednesday.getAttribute('height'))).toBeGreaterThan(
      Number(monday.getAttribute('height')),
    );
  },
};

export const EmptyWeek: Story = {
  args: { days: week([0, 0, 0, 0, 0, 0, 0]) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('0 min of deep work, 0.0 hours')).toBeVisible();
  },
};

export const LongDays: Story = {
  args: { days: week([30600, 25200, 0, 36000, 14400, 3600, 0]) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Thursday 12 March: 10 h 00 min' })).toBeVisible();
  },
};

export const Playground: Story = {};
