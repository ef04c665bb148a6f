import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { sampleStatements } from '../storyFixtures/results';
import { LevelAnswerList } from './LevelAnswerList';

const meta = {
  title: 'UI/Enneagram/LevelAnswerList',
  component: LevelAnswerList,
  args: {
    answers: sampleStatements,
    label: 'Answers chosen for Reformer',
    emptyText: 'None of the chosen statements belong to this type.',
  },
} satisfies Meta<typeof LevelAnswerList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ColouredByLevel: Story = {
  play: async ({ canvas }) => {
    const items = within(canvas.getByRole('list', { name: 'Answers chosen for Reformer' })).getAllByRole(
      'listitem',
    );
    await expect(items.map((item) => item.getAttribute('data-level'))).toEqual(['g', 's', 'n', 'g']);
    await expect(items.map((item) => getComputedStyle(item).borderLeftColor)).toEqual([
      'rgb(0, 128, 0)',
      'rgb(255, 165, 0)',
      'rgb(0, 255, 255)',
      'rgb(0, 128, 0)',
    ]);
    // The level is named in words too, not told by colour alone.
    await expect(items.map((item) => item.lastElementChild?.textContent)).toEqual([
      'growth',
      'stress',
      'neutral',
      'growth',
    ]);
    await expect(items[0]).toHaveTextContent('Q4');
  },
};

export const Empty: Story = {
  args: { answers: [] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('list')).toBeNull();
    await expect(canvas.getByText('None of the chosen statements belong to this type.')).toBeVisible();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas }) => {
    const item = canvas.getAllByRole('listitem')[0]!;
    const statement = within(item).getByText(/I redo a piece of work/);
    const level = within(item).getByText('growth');
    // On a phone the level sits under the statement, leaving it the width.
    await expect(level.getBoundingClientRect().top).toBeGreaterThan(statement.getBoundingClientRect().top);
  },
};
