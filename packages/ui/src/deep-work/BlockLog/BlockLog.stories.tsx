import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { BlockLog } from './BlockLog';

const meta = {
  title: 'UI/DeepWork/BlockLog',
  component: BlockLog,
  args: {
    blocks: [
      { id: 'b4', day: '2026-03-10', time: '08:00', taskTitle: 'Draft the caching chapter', seconds: 1800 },
      { id: 'b1', day: '2026-03-09', time: '08:00', taskTitle: 'Outline the caching chapter', seconds: 1800 },
      { id: 'b2', day: '2026-03-09', time: '08:40', seconds: 1500 },
      { id: 'b5', day: '2026-03-10', time: '08:40', taskTitle: 'Draft the caching chapter', seconds: 1200 },
    ],
    onRemove: fn(),
  },
} satisfies Meta<typeof BlockLog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Owner: Story = {
  args: { editable: true },
  play: async ({ args, canvas }) => {
    const days = canvas.getAllByRole('heading', { level: 3 });
    await expect(days.map((day) => day.textContent)).toEqual(['Monday 9 March', 'Tuesday 10 March']);
    const monday = within(canvas.getByRole('region', { name: 'Blocks on Monday 9 March' }));
    const rows = monday.getAllByRole('listitem');
    await expect(rows[0]).toHaveTextContent('08:00 · Outline the caching chapter · 30 min');
    // A block whose task was removed, or moved to a week the page does not hold, still counts.
    await expect(rows[1]).toHaveTextContent('08:40 · a moved or removed task · 25 min');
    await userEvent.click(
      canvas.getByRole('button', { name: 'Remove the block of Tuesday 10 March at 08:40' }),
    );
    await expect(args.onRemove).toHaveBeenCalledWith('b5');
  },
};

export const Visitor: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(4);
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const Removed: Story = {
  args: {
    editable: true,
    blocks: [
      { id: 'b4', day: '2026-03-10', time: '08:00', taskTitle: 'Draft the caching chapter', seconds: 1800 },
    ],
    status: {
      text: 'Removed 20 min of deep work on "Draft the caching chapter" from 2026-03-10',
      tone: 'success',
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Removed 20 min of deep work');
  },
};

export const Empty: Story = {
  args: { blocks: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No focus blocks recorded on these days.')).toBeVisible();
  },
};

export const Playground: Story = {};
