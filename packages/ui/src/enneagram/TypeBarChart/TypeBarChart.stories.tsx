import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { theme } from '../../theme';
import { sampleBars, sampleScores } from '../storyFixtures/results';
import { TypeBarChart } from './TypeBarChart';

const meta = {
  title: 'UI/Enneagram/TypeBarChart',
  component: TypeBarChart,
  args: {
    bars: sampleBars(sampleScores),
    maximum: 30,
    ticks: [0, 5, 10, 15, 20, 25, 30],
    title: 'Answers per type',
    onSelect: fn(),
  },
  decorators: [
    (Story, { parameters }) => (
      <div id="chart-box" style={{ width: (parameters.chartBoxWidth as string | undefined) ?? '960px' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TypeBarChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const bars = canvas.getAllByRole('button');
    await expect(bars).toHaveLength(9);
    await expect(canvas.getByRole('button', { name: 'Type 5 Investigator: 25' })).toBeVisible();
    // Bars carry the spec's type colours, in type order.
    await expect(bars.map((bar) => bar.getAttribute('fill'))).toEqual(Object.values(theme.typeColors));
    // Taller score, taller bar.
    const height = (name: string) => Number(canvas.getByRole('button', { name }).getAttribute('height'));
    await expect(height('Type 5 Investigator: 25')).toBeGreaterThan(height('Type 4 Individualist: 9'));
    await expect(canvas.getByText('Investigator')).toBeVisible();
  },
};

export const ClickOpensType: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Type 8 Challenger: 19' }));
    await expect(args.onSelect).toHaveBeenCalledWith('challenger');
  },
};

export const KeyboardOpensType: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Type 1 Reformer: 17' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelect).toHaveBeenLastCalledWith('helper');
    await userEvent.keyboard(' ');
    await expect(args.onSelect).toHaveBeenCalledTimes(2);
  },
};

export const AllZero: Story = {
  name: 'Nothing counted: the axis still reaches 1',
  args: { bars: sampleBars([0, 0, 0, 0, 0, 0, 0, 0, 0]), maximum: 1, ticks: [0, 1] },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getAllByRole('button')).toHaveLength(9);
    const tickLabels = [...canvasElement.querySelectorAll('.visx-axis-tick')].map((tick) => tick.textContent);
    await expect(tickLabels).toEqual(['0', '1']);
  },
};

export const RedrawsAfterResize: Story = {
  name: 'Redraws 100 ms after a window resize',
  play: async ({ canvas, canvasElement }) => {
    const svg = canvasElement.querySelector('svg') as SVGSVGElement;
    await expect(svg.getAttribute('width')).toBe('960');
    (canvasElement.querySelector('#chart-box') as HTMLElement).style.width = '420px';
    window.dispatchEvent(new Event('resize'));
    // Not at once: the redraw waits for the resizing to stop.
    await expect(svg.getAttribute('width')).toBe('960');
    await waitFor(() => expect(svg.getAttribute('width')).toBe('420'), { timeout: 1000 });
    // Narrow bars show the type number only.
    await expect(canvas.queryByText('Investigator')).toBeNull();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  parameters: { chartBoxWidth: '100%' },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('button')).toHaveLength(9);
    const svg = canvas.getByRole('group', { name: 'Answers per type' });
    await expect(Number(svg.getAttribute('width'))).toBeLessThanOrEqual(window.innerWidth);
  },
};
