import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { sampleBars, sampleScores } from '../storyFixtures/results';
import { TestResultPage } from './TestResultPage';

const rawData = JSON.stringify(
  {
    userid: 'marisol.v',
    title: 'First try',
    date: '2024/03/02',
    answers: [
      {
        id: '1',
        selection: '2',
        a1: 'I finish what I start before I let myself rest.',
        a2: 'I notice quickly what the people around me need.',
        gs1: 'g',
        gs2: 'n',
      },
    ],
  },
  null,
  2,
);

const meta = {
  title: 'UI/Enneagram/TestResultPage',
  // A page: also pictured and layout-checked at phone width (decision 107).
  tags: ['page'],
  component: TestResultPage,
  parameters: { layout: 'fullscreen' },
  args: {
    userid: 'marisol.v',
    title: 'First try',
    date: '2024/03/02',
    rawData,
    bars: sampleBars(sampleScores),
    maximum: 30,
    ticks: [0, 5, 10, 15, 20, 25, 30],
    onSelectType: fn(),
  },
} satisfies Meta<typeof TestResultPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'marisol.v (First try)' })).toBeVisible();
    await expect(canvas.getByText('2024/03/02')).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: /^Type \d/ })).toHaveLength(9);
    await userEvent.click(canvas.getByRole('button', { name: 'Type 3 Achiever: 21' }));
    await expect(args.onSelectType).toHaveBeenCalledWith('achiever');
  },
};

export const ShowData: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show Data' }));
    const dialog = await within(document.body).findByRole('dialog', { name: 'Test Data' });
    const json = within(dialog).getByLabelText('The saved test as JSON');
    await expect(JSON.parse(json.textContent ?? '')).toMatchObject({
      userid: 'marisol.v',
      title: 'First try',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await expect(within(document.body).queryByRole('dialog')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Show Data' })).toHaveFocus();
  },
};

export const ProgrammingError: Story = {
  args: { bars: undefined, problem: 'Programming Error' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'marisol.v (First try)' })).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent('Programming Error');
    await expect(canvas.queryByRole('button', { name: /^Type \d/ })).toBeNull();
    // The raw data stays available, to see what went wrong.
    await expect(canvas.getByRole('button', { name: 'Show Data' })).toBeEnabled();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas }) => {
    const bars = canvas.getAllByRole('button', { name: /^Type \d/ });
    await expect(bars).toHaveLength(9);
    const right = Math.max(...bars.map((bar) => bar.getBoundingClientRect().right));
    await expect(right).toBeLessThanOrEqual(window.innerWidth);
  },
};
