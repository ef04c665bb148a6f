import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { theme } from '../../theme';
import { ChartLegend } from './ChartLegend';

const meta = {
  title: 'UI/Dwm/ChartLegend',
  component: ChartLegend,
  args: {
    name: 'Replies',
    entries: [
      { key: 'accepted', color: theme.attendeeStatusColors.accepted.mark, label: 'Accepted: 15 (63%)' },
      { key: 'tentative', color: theme.attendeeStatusColors.tentative.mark, label: 'Tentative: 4 (17%)' },
      { key: 'declined', color: theme.attendeeStatusColors.declined.mark, label: 'Declined: 3 (13%)' },
      { key: 'awaiting', color: theme.awaitingReplyMark, label: 'Awaiting reply: 2 (8%)' },
    ],
  },
} satisfies Meta<typeof ChartLegend>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const legend = canvas.getByRole('list', { name: 'Replies' });
    await expect(legend.querySelectorAll('li')).toHaveLength(4);
    await expect(canvas.getByText('Tentative: 4 (17%)')).toBeVisible();
  },
};
