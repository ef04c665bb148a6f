import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { typeNames } from '../storyFixtures/results';
import { ChestnutChecklist, type ChestnutChecklistProps } from './ChestnutChecklist';

const habits = [
  'Keeps a list of small repairs around the house',
  'Remembers the birthdays of distant cousins',
  'Rehearses a conversation before having it',
];

const groups = typeNames.map((name, index) => ({
  key: name.toLowerCase(),
  number: index + 1,
  name,
  items: habits.map((habit, row) => ({
    key: `${name.toLowerCase()}:${row + 1}`,
    text: `${habit} (${name})`,
  })),
}));

/** Holds the ticks the way the page's container does, so clicks show. */
function Stateful(props: ChestnutChecklistProps) {
  const [checked, setChecked] = useState<readonly string[]>(props.checked);
  return (
    <ChestnutChecklist
      {...props}
      checked={checked}
      onToggle={(key, on) => {
        props.onToggle(key, on);
        setChecked((current) => (on ? [...current, key] : current.filter((entry) => entry !== key)));
      }}
    />
  );
}

const meta = {
  title: 'UI/Enneagram/ChestnutChecklist',
  component: ChestnutChecklist,
  parameters: { layout: 'fullscreen' },
  args: { groups, checked: [], onToggle: fn() },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof ChestnutChecklist>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Chestnut Checklist' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('This page is under construction.');
    await expect(canvas.getAllByRole('group')).toHaveLength(9);
    await expect(canvas.getAllByRole('checkbox')).toHaveLength(27);
    await expect(canvas.getAllByRole('checkbox').every((box) => !(box as HTMLInputElement).checked)).toBe(
      true,
    );
  },
};

export const TickAndUntick: Story = {
  play: async ({ args, canvas }) => {
    const helper = canvas.getByRole('group', { name: 'Type 2 Helper' });
    const box = within(helper).getByRole('checkbox', {
      name: 'Remembers the birthdays of distant cousins (Helper)',
    });
    await userEvent.click(box);
    await expect(box).toBeChecked();
    await expect(args.onToggle).toHaveBeenLastCalledWith('helper:2', true);
    await expect(within(helper).getByText('1 of 3 ticked')).toBeVisible();
    await userEvent.click(box);
    await expect(box).not.toBeChecked();
    await expect(args.onToggle).toHaveBeenLastCalledWith('helper:2', false);
  },
};

export const SomeTicked: Story = {
  args: { checked: ['reformer:1', 'reformer:3', 'peacemaker:2'] },
  play: async ({ canvas }) => {
    await expect(
      within(canvas.getByRole('group', { name: 'Type 1 Reformer' })).getByText('2 of 3 ticked'),
    ).toBeVisible();
    await expect(
      within(canvas.getByRole('group', { name: 'Type 9 Peacemaker' })).getByRole('checkbox', {
        name: /Remembers the birthdays/,
      }),
    ).toBeChecked();
  },
};
