import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { silentWavUrl } from '../storyFixtures/sheetImages';
import { ScoreAudioPlayer } from './ScoreAudioPlayer';

const meta = {
  title: 'UI/Midi/ScoreAudioPlayer',
  component: ScoreAudioPlayer,
  args: { src: silentWavUrl(), title: 'Minuet in G' },
} satisfies Meta<typeof ScoreAudioPlayer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const audio = canvasElement.querySelector('audio')!;
    await expect(audio).toHaveAccessibleName('Recording of Minuet in G');
    await expect(audio).toHaveAttribute('controls');
    await expect(audio.preload).toBe('none');
    // Nothing is downloaded until the visitor presses play.
    await new Promise((resolve) => setTimeout(resolve, 200));
    await expect(audio.readyState).toBe(0);
    await expect(audio.getAttribute('src')).toMatch(/^data:audio\/wav/);
  },
};
