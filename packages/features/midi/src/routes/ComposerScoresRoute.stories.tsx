import { scoresContractFor } from '@portfolio/contracts';
import {
  enlargedOddScore,
  midiComposersByInstrument,
  midiScoresByInstrument,
  mockContractError,
} from '@portfolio/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  composerOf,
  instrumentOf,
  naming,
  quietConsoleError,
  scoresFailOnce,
  scoresWithout,
} from '../stories/story-catalogue';
import { ComposerScoresRoute } from './ComposerScoresRoute';

// From the demo catalogue: the composer of an enlarged score, who has a plain one too.
const instrument = instrumentOf(enlargedOddScore);
const composer = composerOf(enlargedOddScore);
const theirScores = midiScoresByInstrument[instrument].filter((score) => score.composer === composer.id);
const plainScore = theirScores.find((score) => !score.enlarged)!;
const otherComposer = midiComposersByInstrument[instrument].find(
  (candidate) => candidate.id !== composer.id,
)!;

const route = '/midi/composers/:instrument/:composer';

const meta = {
  title: 'Features/Midi/ComposerScoresRoute',
  // A page: also pictured and layout-checked at phone width (decision 107).
  tags: ['page'],
  component: ComposerScoresRoute,
  parameters: {
    layout: 'fullscreen',
    router: { path: `/midi/composers/${instrument}/${composer.id}`, route },
  },
} satisfies Meta<typeof ComposerScoresRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ComposerWithScores: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: composer.name })).toBeVisible();
    const list = await canvas.findByRole('list', { name: `Compositions by ${composer.name}` });
    await expect(within(list).getAllByRole('link')).toHaveLength(theirScores.length);
    const plain = within(list).getByRole('link', { name: naming(plainScore.name) });
    const enlarged = within(list).getByRole('link', { name: naming(enlargedOddScore.name) });
    await expect(plain).toHaveTextContent(`${plainScore.name}${plainScore.pageCount} pages`);
    await expect(plain).not.toHaveTextContent('enlarged');
    await expect(enlarged).toHaveTextContent(`${enlargedOddScore.pageCount} pages · enlarged`);
    // Previews: page 1, or the first large half of an enlarged score.
    await expect(plain.querySelector('img')).toHaveAttribute(
      'src',
      `/images/midi/${plainScore.dir}/Page_1.png`,
    );
    await expect(enlarged.querySelector('img')).toHaveAttribute(
      'src',
      `/images/midi/${enlargedOddScore.dir}/Page_1a_large.png`,
    );
  },
};

export const HoverShowsPreview: Story = {
  play: async ({ canvas }) => {
    const card = await canvas.findByRole('link', { name: naming(enlargedOddScore.name) });
    await userEvent.hover(card);
    const preview = await canvas.findByTestId('composition-preview');
    await expect(preview.querySelector('img')).toHaveAttribute(
      'src',
      `/images/midi/${enlargedOddScore.dir}/Page_1a_large.png`,
    );
    await userEvent.unhover(card);
    await expect(canvas.queryByTestId('composition-preview')).toBeNull();
  },
};

export const ClickOpensTheScore: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('link', { name: naming(plainScore.name) }));
    await expect(await canvas.findByTestId('navigated-away')).toHaveTextContent(
      `Navigated to /midi/scores/${instrument}/${plainScore.id}`,
    );
  },
};

/** Every composer of the demo catalogue has pieces: here the list leaves one composer's out. */
export const ComposerWithoutScores: Story = {
  beforeEach({ msw }) {
    msw.use(scoresWithout(instrument, otherComposer));
  },
  parameters: { router: { path: `/midi/composers/${instrument}/${otherComposer.id}`, route } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(`No compositions by ${otherComposer.name} are here yet.`),
    ).toBeVisible();
  },
};

export const UnknownComposer: Story = {
  parameters: { router: { path: '/midi/composers/piano/brahmz', route } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Composer not found' })).toBeVisible();
    await expect(canvas.getByText('There is no piano composer called "brahmz".')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'See the piano composers' })).toHaveAttribute(
      'href',
      '/midi/landing/piano',
    );
  },
};

export const UnknownInstrument: Story = {
  parameters: { router: { path: `/midi/composers/harp/${composer.id}`, route } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Instrument not found' })).toBeVisible();
  },
};

/** Spec part 2 §8: a failed score list is only logged. The page still says what happened. */
export const ScoreListFailsThenRetry: Story = {
  beforeEach({ msw }) {
    msw.use(scoresFailOnce(instrument, 503));
    return quietConsoleError();
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/The list of compositions could not be loaded/)).toBeVisible();
    await waitFor(() =>
      expect(console.error).toHaveBeenCalledWith(
        `Http failure response for /apiMIDI/${instrument}-scores: 503 Service Unavailable`,
        expect.anything(),
      ),
    );
    await expect(canvas.queryByTestId('navigated-away')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByRole('link', { name: naming(plainScore.name) })).toBeVisible();
  },
};

export const ScoreListFailsAgain: Story = {
  beforeEach({ msw }) {
    msw.use(mockContractError(scoresContractFor(instrument), 500));
    return quietConsoleError();
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(canvas.getByText(/could not be loaded/)).toBeVisible();
  },
};
