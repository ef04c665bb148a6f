import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { BasicSearchForm } from './BasicSearchForm';

const meta = {
  title: 'UI/References/BasicSearchForm',
  component: BasicSearchForm,
  args: { onSearch: fn(), onListAll: fn() },
} satisfies Meta<typeof BasicSearchForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SearchesAllFields: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByLabelText('Search all fields'), '  sleep memory {Enter}');
    await expect(args.onSearch).toHaveBeenCalledWith('sleep memory');
  },
};

export const BlankSearchExplains: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByLabelText('Search all fields'), '   ');
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Type the words to search for.');
    await expect(canvas.getByLabelText('Search all fields')).toHaveAccessibleDescription(
      'Type the words to search for.',
    );
    await expect(args.onSearch).not.toHaveBeenCalled();
    await userEvent.type(canvas.getByLabelText('Search all fields'), 'x');
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const ShowsTheSearchOnScreen: Story = {
  args: { defaultText: 'information theory' },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByLabelText('Search all fields')).toHaveValue('information theory');
    await userEvent.click(canvas.getByRole('button', { name: 'List all records' }));
    await expect(args.onListAll).toHaveBeenCalledTimes(1);
    await expect(args.onSearch).not.toHaveBeenCalled();
  },
};
