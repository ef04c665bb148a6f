import { getPianoComposers, getPianoScores, getViolinComposers, getViolinScores } from '@portfolio/contracts';
import { mockContract, mockContractError } from '@portfolio/mocks';
import {
  storyPianoComposers,
  storyPianoScores,
  storyViolinComposers,
  storyViolinScores,
} from '../stories/story-data';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { storyMediaHandlers } from '../stories/story-media';
import { VideoRoute } from './VideoRoute';

const storyCatalogueHandlers = [
  mockContract(getPianoComposers, () => storyPianoComposers),
  mockContract(getViolinComposers, () => storyViolinComposers),
  mockContract(getPianoScores, () => storyPianoScores),
  mockContract(getViolinScores, () => storyViolinScores),
];

const route = '/midi/videos/:video';

const meta = {
  title: 'Features/Midi/VideoRoute',
  component: VideoRoute,
  parameters: { layout: 'fullscreen', router: { path: '/midi/videos/spring', route } },
  beforeEach({ msw }) {
    msw.use(...storyCatalogueHandlers, ...storyMediaHandlers);
  },
} satisfies Meta<typeof VideoRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

export const VideoOfAScore: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Spring, first movement' }),
    ).toBeVisible();
    const video = canvasElement.querySelector('video')!;
    await expect(video).toHaveAttribute('src', '/apiVideos/spring.mp4');
    // Loading the video's metadata can take seconds when the machine is busy.
    await waitFor(() => expect(video.readyState).toBeGreaterThan(0), { timeout: 10_000 });
    await userEvent.click(canvas.getByRole('link', { name: 'Back to the score of Spring, first movement' }));
    await expect(await canvas.findByTestId('navigated-away')).toHaveTextContent(
      'Navigated to /midi/scores/violin/spring',
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
    msw.use(mockContractError(getPianoScores, 500, 'Database unavailable'));
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
