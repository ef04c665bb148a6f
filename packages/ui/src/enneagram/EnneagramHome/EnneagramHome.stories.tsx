import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { EnneagramHome } from './EnneagramHome';

const meta = {
  title: 'UI/Enneagram/EnneagramHome',
  component: EnneagramHome,
  parameters: { layout: 'fullscreen' },
  args: {
    userName: null,
    sections: [
      {
        heading: 'What the test does',
        paragraphs: [
          'You read 144 pairs of statements and pick the one that sounds more like you.',
          'When no statement fits, you can say so: that answer is not counted.',
        ],
      },
      {
        heading: 'What you get',
        paragraphs: ['A bar chart over the nine types, and the answers behind every bar.'],
      },
    ],
    video: {
      title: 'Welcome to the personality test',
      src: '/story-missing/enneagram-intro.mp4',
      caption: 'A short welcome clip; the text on this page says the same.',
    },
  },
} satisfies Meta<typeof EnneagramHome>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LoggedOff: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Enneagram Personality Test' })).toBeVisible();
    const state = canvas.getByText('logged off');
    await expect(getComputedStyle(state).color).toBe('rgb(179, 38, 30)');
    await expect(canvas.getByRole('heading', { level: 2, name: 'What the test does' })).toBeVisible();
    await expect(
      canvas.getByText('A bar chart over the nine types, and the answers behind every bar.'),
    ).toBeVisible();
    const video = canvas.getByTitle('Welcome to the personality test');
    await expect(video.tagName).toBe('VIDEO');
    await expect(video).toHaveAttribute('src', '/story-missing/enneagram-intro.mp4');
    await expect(video).toHaveAttribute('controls');
    await expect(
      canvas.getByText('A short welcome clip; the text on this page says the same.'),
    ).toBeVisible();
  },
};

export const LoggedIn: Story = {
  args: { userName: 'marisol.v' },
  play: async ({ canvas }) => {
    const name = canvas.getByText('marisol.v');
    await expect(getComputedStyle(name).color).toBe('rgb(17, 99, 41)');
    await expect(canvas.queryByText('logged off')).toBeNull();
  },
};

export const VideoCannotPlay: Story = {
  play: async ({ canvas, canvasElement }) => {
    const video = canvasElement.querySelector('video');
    await expect(video).not.toBeNull();
    // Loading the missing clip (as pressing play would) fails: the page says so instead of
    // showing a dead player.
    if (video) {
      video.preload = 'auto';
      video.load();
    }
    await waitFor(
      () => expect(canvas.getByText('The introductory video is not available at the moment.')).toBeVisible(),
      { timeout: 5000 },
    );
    await expect(canvasElement.querySelector('video')).toBeNull();
  },
};

export const NoVideo: Story = {
  args: { video: undefined },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('video')).toBeNull();
    await expect(canvas.getByText('The introductory video is not available at the moment.')).toBeVisible();
  },
};
