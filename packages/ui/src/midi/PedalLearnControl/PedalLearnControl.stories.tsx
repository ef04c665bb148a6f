import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { PedalLearnControl } from './PedalLearnControl';

const meta = {
  title: 'UI/Midi/PedalLearnControl',
  component: PedalLearnControl,
  args: {
    step: 'idle',
    forwardLabel: 'Middle pedal released (control change 66)',
    backLabel: 'Soft pedal released (control change 67)',
    learned: false,
    available: true,
    onStart: fn(),
    onCancel: fn(),
    onReset: fn(),
  },
} satisfies Meta<typeof PedalLearnControl>;

export default meta;
type Story = StoryObj<typeof meta>;

export const StandardPedals: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByText('Pedal settings'));
    await expect(canvas.getByText('Middle pedal released (control change 66)')).toBeVisible();
    await expect(canvas.getByText('Soft pedal released (control change 67)')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Reset to standard pedals' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Learn pedal' }));
    await expect(args.onStart).toHaveBeenCalled();
  },
};

export const WaitingForForward: Story = {
  args: { step: 'forward' },
  play: async ({ canvas, args }) => {
    // Open by itself while learning.
    await expect(canvas.getByRole('status')).toHaveTextContent('Press the pedal that should turn forward…');
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalled();
  },
};

export const WaitingForBack: Story = {
  args: { step: 'back' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Now press the pedal that should turn back…');
  },
};

export const Learned: Story = {
  args: {
    learned: true,
    forwardLabel: 'Control change 20, channel 3 (learned)',
    backLabel: 'Note 62, channel 1 (learned)',
  },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByText('Pedal settings'));
    await expect(canvas.getByText('Learned pedals, kept in this browser.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Reset to standard pedals' }));
    await expect(args.onReset).toHaveBeenCalled();
  },
};

export const LearnedNotSaved: Story = {
  args: {
    learned: true,
    saved: false,
    forwardLabel: 'Note 60, channel 1 (learned)',
    backLabel: 'Note 62, channel 1 (learned)',
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByText('Pedal settings'));
    await expect(canvas.getByText(/for this visit only/)).toBeVisible();
  },
};

export const WithoutMidi: Story = {
  args: { available: false },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByText('Pedal settings'));
    await expect(canvas.getByRole('button', { name: 'Learn pedal' })).toBeDisabled();
    await expect(canvas.getByText('Learning a pedal needs a MIDI connection.')).toBeVisible();
  },
};
