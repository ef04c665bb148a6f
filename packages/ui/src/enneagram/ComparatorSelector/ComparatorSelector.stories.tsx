import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ComparatorSelector, type ComparatorSelectorProps } from './ComparatorSelector';

const users = [
  {
    userid: 'harriet88',
    tests: [
      { key: '0', title: 'Before the move', date: '2023/11/04' },
      { key: '1', title: 'A year later', date: '2024/11/09' },
    ],
  },
  {
    userid: 'marisol.v',
    tests: [
      { key: '2', title: 'First try', date: '2024/03/02' },
      { key: '3', title: 'After the retreat', date: '2024/09/14' },
    ],
  },
  { userid: 'tobias_k', tests: [{ key: '4', title: 'Sunday evening', date: '2024/05/19' }] },
];

/** Holds the ticks as the page's container does, with the same 1-to-4 rule. */
function Stateful(props: ComparatorSelectorProps) {
  const [selected, setSelected] = useState<readonly string[]>(props.selected);
  return (
    <ComparatorSelector
      {...props}
      selected={selected}
      canSubmit={selected.length >= 1 && selected.length <= props.maxTests}
      onToggle={(key, on) => {
        props.onToggle(key, on);
        setSelected((current) => (on ? [...current, key] : current.filter((entry) => entry !== key)));
      }}
    />
  );
}

const meta = {
  title: 'UI/Enneagram/ComparatorSelector',
  component: ComparatorSelector,
  parameters: { layout: 'fullscreen' },
  args: { users, selected: [], maxTests: 4, canSubmit: false, onToggle: fn(), onSubmit: fn() },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof ComparatorSelector>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NothingChosen: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Comparison Tool' })).toBeVisible();
    await expect(
      canvas.getAllByRole('group').map((group) => group.querySelector('legend')?.textContent),
    ).toEqual(['harriet88', 'marisol.v', 'tobias_k']);
    await expect(canvas.getAllByRole('checkbox')).toHaveLength(5);
    await expect(canvas.getByRole('button', { name: 'Submit' })).toBeDisabled();
    await expect(canvas.getByRole('status')).toHaveTextContent('No test chosen yet.');
  },
};

export const ChooseTwoAndSubmit: Story = {
  play: async ({ args, canvas }) => {
    const marisol = canvas.getByRole('group', { name: 'marisol.v' });
    await userEvent.click(within(marisol).getByRole('checkbox', { name: /First try/ }));
    await expect(canvas.getByRole('button', { name: 'Submit' })).toBeEnabled();
    await userEvent.click(within(marisol).getByRole('checkbox', { name: /After the retreat/ }));
    await expect(args.onToggle).toHaveBeenLastCalledWith('3', true);
    await expect(canvas.getByRole('status')).toHaveTextContent('2 tests chosen.');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

export const MoreThanFour: Story = {
  name: 'Five chosen: Submit disabled',
  play: async ({ args, canvas }) => {
    for (const box of canvas.getAllByRole('checkbox')) await userEvent.click(box);
    await expect(canvas.getByRole('button', { name: 'Submit' })).toBeDisabled();
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      '5 tests chosen: a comparison takes at most 4.',
    );
    // Enter in the form does not get round the rule.
    canvas.getAllByRole('checkbox')[0]?.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).not.toHaveBeenCalled();
    // One fewer, and it may go.
    await userEvent.click(canvas.getByRole('checkbox', { name: /Sunday evening/ }));
    await expect(canvas.getByRole('button', { name: 'Submit' })).toBeEnabled();
  },
};

export const NoTestsSaved: Story = {
  args: { users: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('No tests have been saved yet');
    await expect(canvas.queryByRole('button', { name: 'Submit' })).toBeNull();
  },
};

export const Loading: Story = {
  name: 'Loading: heading and intro first',
  args: { users: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Comparison Tool' })).toBeVisible();
    await expect(canvas.getByText(/Choose 1 to 4 saved tests/)).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading the saved tests');
    await expect(canvas.queryByRole('checkbox')).toBeNull();
  },
};
