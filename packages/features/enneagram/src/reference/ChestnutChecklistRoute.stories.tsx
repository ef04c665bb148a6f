import { enneagramReference } from '@portfolio/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { checklistStorageKey } from './checklist-ticks';
import { ChestnutChecklistRoute } from './ChestnutChecklistRoute';

const loyalist = enneagramReference.checklist.find((group) => group.e_type === 'loyalist')!;
const firstItem = loyalist.itemlist[0]!;

const meta = {
  title: 'Features/Enneagram/ChestnutChecklistRoute',
  // A page: also pictured and layout-checked at phone width (decision 107).
  tags: ['page'],
  component: ChestnutChecklistRoute,
  parameters: { layout: 'fullscreen', router: { path: '/enneagram/chestnut-checklist' } },
  beforeEach: () => {
    localStorage.removeItem(checklistStorageKey);
    return () => localStorage.removeItem(checklistStorageKey);
  },
} satisfies Meta<typeof ChestnutChecklistRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NineGroups: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Chestnut Checklist' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('under construction');
    const groups = canvas.getAllByRole('group');
    await expect(groups.map((group) => group.querySelector('legend')?.textContent)).toEqual(
      enneagramReference.types.map((type) => `Type ${type.number} ${type.name}`),
    );
    const items = enneagramReference.checklist.reduce((sum, group) => sum + group.itemlist.length, 0);
    await expect(canvas.getAllByRole('checkbox')).toHaveLength(items);
  },
};

export const TickIsKept: Story = {
  name: 'A tick is kept in localStorage',
  play: async ({ canvas }) => {
    const group = await canvas.findByRole('group', { name: 'Type 6 Loyalist' });
    await userEvent.click(within(group).getByRole('checkbox', { name: firstItem.item }));
    await expect(JSON.parse(localStorage.getItem(checklistStorageKey) ?? '[]')).toEqual([
      `loyalist:${firstItem.id}`,
    ]);
    await userEvent.click(within(group).getByRole('checkbox', { name: firstItem.item }));
    await expect(JSON.parse(localStorage.getItem(checklistStorageKey) ?? '[]')).toEqual([]);
  },
};

export const TicksSurviveAReload: Story = {
  name: 'Ticks stored earlier show on arrival',
  beforeEach: () => {
    localStorage.setItem(checklistStorageKey, JSON.stringify([`loyalist:${firstItem.id}`]));
  },
  play: async ({ canvas }) => {
    const group = await canvas.findByRole('group', { name: 'Type 6 Loyalist' });
    await expect(within(group).getByRole('checkbox', { name: firstItem.item })).toBeChecked();
    await expect(within(group).getByText(`1 of ${loyalist.itemlist.length} ticked`)).toBeVisible();
    await expect(
      canvas.getAllByRole('checkbox').filter((box) => (box as HTMLInputElement).checked),
    ).toHaveLength(1);
  },
};
