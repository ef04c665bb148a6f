import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { InstrumentIcon } from './InstrumentIcon';

const meta = {
  title: 'UI/Midi/InstrumentIcon',
  component: InstrumentIcon,
  args: { instrument: 'piano', size: 64 },
} satisfies Meta<typeof InstrumentIcon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Piano: Story = {
  play: async ({ canvasElement }) => {
    const icon = canvasElement.querySelector('svg[data-instrument="piano"]');
    await expect(icon).toHaveAttribute('aria-hidden', 'true');
    await expect(icon).toHaveAttribute('width', '64');
  },
};

export const Violin: Story = {
  args: { instrument: 'violin' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('svg[data-instrument="violin"]')).toBeInTheDocument();
  },
};
