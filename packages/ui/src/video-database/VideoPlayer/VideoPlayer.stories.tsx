import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { storyPosterSrc, storyVideoSrc } from '../storyFixtures/story-files';
import { formatVideoTime, VideoPlayer } from './VideoPlayer';

const meta = {
  title: 'UI/VideoDatabase/VideoPlayer',
  component: VideoPlayer,
  args: {
    title: 'Layers in five minutes',
    src: storyVideoSrc,
    posterSrc: storyPosterSrc,
    onPosition: fn(),
  },
} satisfies Meta<typeof VideoPlayer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FromTheStart: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Layers in five minutes' })).toBeVisible();
    const video = canvas.getByLabelText<HTMLVideoElement>('Video: Layers in five minutes');
    await expect(video).toHaveAttribute('poster', storyPosterSrc);
    await waitFor(() => expect(video.readyState).toBeGreaterThanOrEqual(2));
    await expect(video.currentTime).toBe(0);
    await expect(canvas.queryByRole('status')).toBeNull();
    // Nothing to resume: the player's box ends with the video, no empty line under it.
    const panel = canvas.getByRole('region', { name: 'Layers in five minutes' });
    await expect(panel.getBoundingClientRect().bottom - video.getBoundingClientRect().bottom).toBeLessThan(1);
  },
};

export const Resumed: Story = {
  args: { resumeAt: 3.4 },
  play: async ({ canvas, args }) => {
    const video = canvas.getByLabelText<HTMLVideoElement>('Video: Layers in five minutes');
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      'Resumed at 0:03, where you stopped last time.',
    );
    // Storybook's file server answers no Range requests, so the seek itself is checked end to end
    // on the real server (e2e/video-database.spec.ts); here the player only has to settle.
    await waitFor(() => expect(video.readyState >= 2 && !video.seeking).toBe(true));
    await userEvent.click(canvas.getByRole('button', { name: 'Start over' }));
    await expect(args.onPosition).toHaveBeenLastCalledWith(0);
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};

export const TimeFormat: Story = {
  play: async () => {
    await expect(formatVideoTime(0)).toBe('0:00');
    await expect(formatVideoTime(65.7)).toBe('1:05');
  },
};
