import { getPianoComposers, getPianoScores, getViolinComposers, getViolinScores } from '@portfolio/contracts';
import { apiErrorResponse, mockContract, mockContractError } from '@portfolio/mocks';
import {
  storyPianoComposers,
  storyPianoScores,
  storyViolinComposers,
  storyViolinScores,
} from '../stories/story-data';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { storyMediaHandlers } from '../stories/story-media';
import { ComposerScoresRoute } from './ComposerScoresRoute';

const storyCatalogueHandlers = [
  mockContract(getPianoComposers, () => storyPianoComposers),
  mockContract(getViolinComposers, () => storyViolinComposers),
  mockContract(getPianoScores, () => storyPianoScores),
  mockContract(getViolinScores, () => storyViolinScores),
];

const route = '/midi/composers/:instrument/:composer';

const meta = {
  title: 'Features/Midi/ComposerScoresRoute',
  component: ComposerScoresRoute,
  parameters: { layout: 'fullscreen', router: { path: '/midi/composers/piano/bach', route } },
  beforeEach({ msw }) {
    msw.use(...storyCatalogueHandlers, ...storyMediaHandlers);
  },
} satisfies Meta<typeof ComposerScoresRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Bach: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Johann Sebastian Bach' }),
    ).toBeVisible();
    const list = await canvas.findByRole('list', { name: 'Compositions by Johann Sebastian Bach' });
    const cards = within(list).getAllByRole('link');
    await expect(cards).toHaveLength(2);
    await expect(cards[0]).toHaveTextContent('Minuet in G5 pages · video');
    await expect(cards[1]).toHaveTextContent('Prelude in C3 pages · enlarged');
    // Previews: page 1, or the first large half of an enlarged score.
    const previews = list.querySelectorAll('img');
    await expect(previews[0]).toHaveAttribute('src', '/images/midi/minuet-in-g/Page_1.png');
    await expect(previews[1]).toHaveAttribute('src', '/images/midi/prelude-in-c/Page_1a_large.png');
  },
};

export const HoverShowsPreview: Story = {
  play: async ({ canvas }) => {
    const card = await canvas.findByRole('link', { name: /Prelude in C/ });
    await userEvent.hover(card);
    const preview = await canvas.findByTestId('composition-preview');
    await expect(preview.querySelector('img')).toHaveAttribute(
      'src',
      '/images/midi/prelude-in-c/Page_1a_large.png',
    );
    await userEvent.unhover(card);
    await expect(canvas.queryByTestId('composition-preview')).toBeNull();
  },
};

export const ClickOpensTheScore: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('link', { name: /Minuet in G/ }));
    await expect(await canvas.findByTestId('navigated-away')).toHaveTextContent(
      'Navigated to /midi/scores/piano/minuet-in-g',
    );
  },
};

export const ComposerWithoutScores: Story = {
  parameters: { router: { path: '/midi/composers/piano/satie', route } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No compositions by Erik Satie are here yet.')).toBeVisible();
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
  parameters: { router: { path: '/midi/composers/harp/bach', route } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Instrument not found' })).toBeVisible();
  },
};

/** Spec part 2 §8: a failed score list is only logged. The page still says what happened. */
export const ScoreListFailsThenRetry: Story = {
  beforeEach({ msw }) {
    let calls = 0;
    msw.use(
      mockContract(getPianoScores, () => {
        calls += 1;
        return calls === 1 ? apiErrorResponse(503) : storyPianoScores;
      }),
    );
    const logged = spyOn(console, 'error').mockImplementation(() => undefined);
    return () => logged.mockRestore();
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/The list of compositions could not be loaded/)).toBeVisible();
    await waitFor(() =>
      expect(console.error).toHaveBeenCalledWith(
        'Http failure response for /apiMIDI/piano-scores: 503 Service Unavailable',
        expect.anything(),
      ),
    );
    await expect(canvas.queryByTestId('navigated-away')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByRole('link', { name: /Minuet in G/ })).toBeVisible();
  },
};

export const ScoreListFailsAgain: Story = {
  beforeEach({ msw }) {
    msw.use(mockContractError(getPianoScores, 500));
    const logged = spyOn(console, 'error').mockImplementation(() => undefined);
    return () => logged.mockRestore();
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(canvas.getByText(/could not be loaded/)).toBeVisible();
  },
};
