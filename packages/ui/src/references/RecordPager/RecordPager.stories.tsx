import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { RecordPager } from './RecordPager';

const meta = {
  title: 'UI/References/RecordPager',
  component: RecordPager,
  args: {
    total: 596,
    first: 1,
    last: 200,
    pageSize: 200,
    canGoBack: false,
    canGoForward: true,
    onBack: fn(),
    onForward: fn(),
    label: 'Record pages',
  },
} satisfies Meta<typeof RecordPager>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstBlock: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('# of Records=596 (1 to 200)')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'back 200 records' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'forward 200 records' }));
    await expect(args.onForward).toHaveBeenCalledTimes(1);
    await expect(args.onBack).not.toHaveBeenCalled();
  },
};

export const MiddleBlock: Story = {
  args: { first: 201, last: 400, canGoBack: true, canGoForward: true },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('# of Records=596 (201 to 400)')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'back 200 records' }));
    await userEvent.click(canvas.getByRole('button', { name: 'forward 200 records' }));
    await expect(args.onBack).toHaveBeenCalledTimes(1);
    await expect(args.onForward).toHaveBeenCalledTimes(1);
  },
};

export const LastBlock: Story = {
  args: { first: 401, last: 596, canGoBack: true, canGoForward: false },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('# of Records=596 (401 to 596)')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'forward 200 records' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'back 200 records' }));
    await expect(args.onBack).toHaveBeenCalledTimes(1);
  },
};

export const OnlyBlock: Story = {
  args: { total: 36, first: 1, last: 36, canGoBack: false, canGoForward: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('# of Records=36 (1 to 36)')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'back 200 records' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'forward 200 records' })).toBeDisabled();
  },
};
