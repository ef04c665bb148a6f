import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { sampleBins, sampleBinSections } from '../storyFixtures/reference';
import { AnswerBinsPage } from './AnswerBinsPage';

const meta = {
  title: 'UI/Enneagram/AnswerBinsPage',
  // A page: also pictured and layout-checked at phone width (decision 107).
  tags: ['page'],
  component: AnswerBinsPage,
  parameters: { layout: 'fullscreen' },
  args: { sections: sampleBinSections, bins: sampleBins },
} satisfies Meta<typeof AnswerBinsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Under the Hood' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'What the colours mean' })).toBeVisible();
    const levels = within(canvas.getByRole('list', { name: 'Level colours' })).getAllByRole('listitem');
    await expect(levels.map((level) => level.textContent)).toEqual(['g growth', 's stress', 'n neutral']);
    await expect(levels.map((level) => getComputedStyle(level, '::before').backgroundColor)).toEqual([
      'rgb(0, 128, 0)',
      'rgb(255, 165, 0)',
      'rgb(0, 255, 255)',
    ]);
    // One bin per type, closed until opened.
    const summaries = canvas.getAllByText(/^Type \d .* \(4 statements\)$/);
    await expect(summaries).toHaveLength(9);
    await expect(
      canvas.getByText('When others cut corners I feel a tight, quiet anger. (Investigator)'),
    ).not.toBeVisible();
  },
};

export const OpenABin: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByText('Type 5 Investigator (4 statements)'));
    const list = await canvas.findByRole('list', { name: 'Statements of type 5 Investigator' });
    await expect(list).toBeVisible();
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(4);
    await expect(items[2]).toHaveTextContent(
      'When others cut corners I feel a tight, quiet anger. (Investigator)',
    );
    await expect(getComputedStyle(items[2] as HTMLElement).borderLeftColor).toBe('rgb(255, 165, 0)');
  },
};
