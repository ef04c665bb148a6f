import { getPianoScores } from '@portfolio/contracts';
import { mockContractError, scoreWithVideo } from '@portfolio/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { instrumentOf, videoMissing } from '../stories/story-catalogue';
import { VideoRoute } from './VideoRoute';

const route = '/midi/videos/:video';

const meta = {
  title: 'Features/Midi/VideoRoute',
  // A page: also pictured and layout-checked at phone width (decision 107).
  tags: ['page'],
  component: VideoRoute,
  parameters: { layout: 'fullscreen', router: { path: `/midi/videos/${scoreWithVideo.video}`, route } },
} satisfies Meta<typeof VideoRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

export const VideoOfAScore: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: scoreWithVideo.name })).toBeVisible();
    const video = canvasElement.querySelector('video')!;
    await expect(video).toHaveAttribute('src', `/apiVideos/${scoreWithVideo.video}.mp4`);
    // Loading the video's metadata can take seconds when the machine is busy.
    await waitFor(() => expect(video.readyState).toBeGreaterThan(0), { timeout: 10_000 });
    await userEvent.click(canvas.getByRole('link', { name: `Back to the score of ${scoreWithVideo.name}` }));
    await expect(await canvas.findByTestId('navigated-away')).toHaveTextContent(
      `Navigated to /midi/scores/${instrumentOf(scoreWithVideo)}/${scoreWithVideo.id}`,
    );
  },
};

/** No score lists the video: the page says so at once instead of offering a player that fails. */
export const VideoOfNoListedScore: Story = {
  parameters: { router: { path: '/midi/videos/rehearsal', route } },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Video not found' })).toBeVisible();
    await expect(canvas.getByText('There is no video called "rehearsal".')).toBeVisible();
    await expect(canvasElement.querySelector('video')).toBeNull();
    await expect(document.title).toBe('Video not found · Portfolio');
    await userEvent.click(canvas.getByRole('link', { name: 'See the piano composers' }));
    await expect(await canvas.findByTestId('navigated-away')).toHaveTextContent(
      'Navigated to /midi/landing/piano',
    );
  },
};

/** The score lists could not be read: the player still tries the file, and says when it fails. */
export const MissingVideo: Story = {
  parameters: { router: { path: '/midi/videos/missing', route } },
  beforeEach({ msw }) {
    msw.use(mockContractError(getPianoScores, 500, 'Database unavailable'), videoMissing('missing'));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'This video could not be played. It may not exist.',
    );
  },
};

export const NotAVideoName: Story = {
  parameters: { router: { path: '/midi/videos/..hidden', route } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Video not found' })).toBeVisible();
  },
};
