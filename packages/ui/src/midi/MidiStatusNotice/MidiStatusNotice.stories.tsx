import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { MidiStatusNotice } from './MidiStatusNotice';

const meta = {
  title: 'UI/Midi/MidiStatusNotice',
  component: MidiStatusNotice,
  args: { status: { state: 'connecting' } },
} satisfies Meta<typeof MidiStatusNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Connecting: Story = {
  play: async ({ canvas }) => {
    const notice = canvas.getByRole('status');
    await expect(notice).toHaveTextContent('Looking for MIDI pedals…');
    // The keys hint is there before the browser answers, so the notice hardly grows when it does.
    await expect(notice).toHaveTextContent('PageDown, → or Space forward');
  },
};

export const NoWebMidi: Story = {
  args: { status: { state: 'unsupported', message: 'Web MIDI API is not supported' } },
  play: async ({ canvas }) => {
    const notice = canvas.getByRole('status');
    await expect(notice).toHaveTextContent('Web MIDI API is not supported');
    await expect(notice).toHaveTextContent('PageDown');
    await expect(notice).toBeVisible();
  },
};

export const AccessRefused: Story = {
  args: { status: { state: 'failed', message: 'The browser did not allow access to MIDI devices' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'The browser did not allow access to MIDI devices',
    );
  },
};

export const NoPedalYet: Story = {
  args: { status: { state: 'ready', inputs: [] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'No MIDI pedal connected. Plug one in: it works at once.',
    );
  },
};

export const PedalsReady: Story = {
  args: { status: { state: 'ready', inputs: ['Foot pedal', 'Digital piano'] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'MIDI pedals ready: Foot pedal, Digital piano',
    );
  },
};
