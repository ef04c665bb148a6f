import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { typeNames } from '../storyFixtures/results';
import { ComparatorChart } from './ComparatorChart';

const groupsOf = (...tests: number[][]) =>
  typeNames.map((name, index) => ({
    key: name.toLowerCase(),
    number: index + 1,
    name,
    values: tests.map((values) => values[index] ?? 0),
  }));

const first = [9, 24, 18, 8, 11, 14, 21, 12, 15];
const second = [10, 22, 13, 7, 12, 13, 19, 11, 24];
const third = [19, 8, 10, 9, 26, 22, 9, 10, 14];
const fourth = [15, 12, 14, 20, 17, 11, 13, 10, 16];

const meta = {
  title: 'UI/Enneagram/ComparatorChart',
  component: ComparatorChart,
  parameters: { layout: 'fullscreen' },
  args: {
    series: [
      { key: 'a', label: 'marisol.v (First try)' },
      { key: 'b', label: 'marisol.v (After the retreat)' },
    ],
    groups: groupsOf(first, second),
    maximum: 35,
    ticks: [0, 5, 10, 15, 20, 25, 30, 35],
    onSelectType: fn(),
  },
} satisfies Meta<typeof ComparatorChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TwoTests: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Comparison Chart' })).toBeVisible();
    await expect(canvas.getByRole('list', { name: 'Tests compared' })).toHaveTextContent(
      'marisol.v (First try)marisol.v (After the retreat)',
    );
    await expect(canvas.getAllByRole('button', { name: /^Type \d/ })).toHaveLength(9);
    // The axis is fixed at 35 whatever the scores.
    const ticks = [...canvasElement.querySelectorAll('.visx-axis-tick')].map((tick) => tick.textContent);
    await expect(ticks.at(-1)).toBe('35');
    const helper = canvas.getByRole('button', {
      name: 'Type 2 Helper: marisol.v (First try) 24, marisol.v (After the retreat) 22',
    });
    await userEvent.click(helper);
    await expect(args.onSelectType).toHaveBeenCalledWith('helper');
  },
};

export const FourTestsInSeriesColours: Story = {
  args: {
    series: [
      { key: 'a', label: 'marisol.v (First try)' },
      { key: 'b', label: 'marisol.v (After the retreat)' },
      { key: 'c', label: 'tobias_k (Sunday evening)' },
      { key: 'd', label: 'harriet88 (Before the move)' },
    ],
    groups: groupsOf(first, second, third, fourth),
  },
  play: async ({ canvas, canvasElement }) => {
    const bars = [...canvasElement.querySelectorAll('[data-type="reformer"] rect[data-series]')];
    await expect(bars.map((bar) => bar.getAttribute('fill'))).toEqual(['red', 'green', 'navy', 'brown']);
    const legend = within(canvas.getByRole('list', { name: 'Tests compared' }))
      .getAllByRole('listitem')
      .map((item) => getComputedStyle(item, '::before').backgroundColor);
    await expect(legend).toEqual(['rgb(255, 0, 0)', 'rgb(0, 128, 0)', 'rgb(0, 0, 128)', 'rgb(165, 42, 42)']);
  },
};

export const KeyboardSelectsType: Story = {
  play: async ({ args, canvas }) => {
    canvas.getByRole('button', { name: /^Type 9 Peacemaker/ }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelectType).toHaveBeenCalledWith('peacemaker');
  },
};

export const OneTest: Story = {
  args: { series: [{ key: 'a', label: 'tobias_k (Sunday evening)' }], groups: groupsOf(third) },
  play: async ({ args, canvas, canvasElement }) => {
    await expect(canvasElement.querySelectorAll('rect[data-series]')).toHaveLength(9);
    await userEvent.click(
      canvas.getByRole('button', { name: 'Type 5 Investigator: tobias_k (Sunday evening) 26' }),
    );
    // The chart reports the click; the page decides that one test cannot be drilled into.
    await expect(args.onSelectType).toHaveBeenCalledWith('investigator');
  },
};
