import type { Meta, StoryObj } from '@storybook/react-vite';
import { Group } from '@visx/group';
import { scaleLinear } from '@visx/scale';
import { expect, fn, userEvent } from 'storybook/test';
import { activateOnKey } from './activateOnKey';
import { BandLabel } from './BandLabel';
import { ValueAxis } from './ValueAxis';

const chooseBar = fn();

/** A minimal chart made of the shared helpers: axis with grid, one keyboard bar, its label. */
function HelperChart({ maximum, ticks }: { maximum: number; ticks: number[] }) {
  const y = scaleLinear<number>({ domain: [0, maximum], range: [200, 0] });
  return (
    <svg width={320} height={260} role="group" aria-label="Answers per type">
      <Group left={40} top={16}>
        <ValueAxis y={y} ticks={ticks} innerWidth={260} />
        <rect
          x={110}
          y={y(12)}
          width={60}
          height={200 - y(12)}
          fill="#1f5f8b"
          role="button"
          tabIndex={0}
          aria-label="Type 5 Investigator: 12"
          onClick={() => chooseBar('investigator')}
          onKeyDown={(event) => activateOnKey(event, () => chooseBar('investigator'))}
        />
        <BandLabel x={140} baseline={200} label={5} caption="Investigator" />
      </Group>
    </svg>
  );
}

const meta = {
  title: 'UI/Base/Charts',
  component: HelperChart,
  args: { maximum: 20, ticks: [0, 5, 10, 15, 20] },
  beforeEach: () => {
    chooseBar.mockClear();
  },
} satisfies Meta<typeof HelperChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    // One grid line per tick: solid at zero, dashed above.
    const lines = [...canvasElement.querySelectorAll('line[stroke-dasharray], g > line')];
    await expect(lines.length).toBeGreaterThanOrEqual(5);
    await expect(canvasElement.querySelector('svg')?.textContent).toContain('Investigator');
  },
};

/** Change the axis top and its ticks in the controls. */
export const Playground: Story = {
  args: { maximum: 35, ticks: [0, 5, 10, 15, 20, 25, 30, 35] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('svg')?.textContent).toContain('35');
  },
};

export const KeyboardBar: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    const bar = canvas.getByRole('button', { name: 'Type 5 Investigator: 12' });
    await expect(bar).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(chooseBar).toHaveBeenCalledTimes(2);
  },
};
