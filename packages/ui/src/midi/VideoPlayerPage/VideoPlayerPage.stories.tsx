import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { mockLinkNavigation } from '../../navigation/storyNavigation';
import { silentWavUrl } from '../storyFixtures/sheetImages';
import { VideoPlayerPage } from './VideoPlayerPage';

const navigation = mockLinkNavigation();

const meta = {
  title: 'UI/Midi/VideoPlayerPage',
  // A page: also pictured and layout-checked at phone width (decision 107).
  tags: ['page'],
  component: VideoPlayerPage,
  parameters: { layout: 'fullscreen' },
  args: {
    title: 'Musette in D',
    // Any media the browser can open stands in for the mp4 here.
    src: silentWavUrl(),
    backHref: '/midi/scores/piano/musette',
    backLabel: 'Back to the score',
    landingHref: '/midi/landing/piano',
    projectsHref: '/landing',
  },
  decorators: [navigation.decorator],
  beforeEach: navigation.reset,
} satisfies Meta<typeof VideoPlayerPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Musette in D' })).toBeVisible();
    const video = canvasElement.querySelector('video')!;
    await expect(video).toHaveAccessibleName('Video: Musette in D');
    await expect(video).toHaveAttribute('controls');
    // Loading the video's metadata can take seconds when the machine is busy.
    await waitFor(() => expect(video.readyState).toBeGreaterThan(0), { timeout: 10_000 });
    await expect(canvas.queryByRole('alert')).toBeNull();
    await userEvent.click(canvas.getByRole('link', { name: 'Back to the score' }));
    await expect(navigation.navigate).toHaveBeenCalledWith('/midi/scores/piano/musette');
  },
};

export const VideoCannotBePlayed: Story = {
  args: { src: 'data:video/mp4;base64,AAAA' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'This video could not be played. It may not exist.',
    );
    await expect(canvas.getByRole('link', { name: 'Back to the score' })).toBeVisible();
  },
};
