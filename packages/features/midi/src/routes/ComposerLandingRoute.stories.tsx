import { getPianoComposers, getViolinComposers } from '@portfolio/contracts';
import { mockContract, mockContractError, pianoComposers, violinComposers } from '@portfolio/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { naming } from '../stories/story-catalogue';
import { ComposerLandingRoute } from './ComposerLandingRoute';

// The demo catalogue, as the default handlers answer it: picked by what the stories need.
const firstPianoComposer = pianoComposers[0]!;
const lastPianoComposer = pianoComposers.at(-1)!;
const firstViolinComposer = violinComposers[0]!;
const violinCollection = violinComposers.find((composer) => composer.lifespan === '')!;
const polishComposer = pianoComposers.find((composer) => composer.flag.endsWith('/pl.svg'))!;

const meta = {
  title: 'Features/Midi/ComposerLandingRoute',
  // A page: also pictured and layout-checked at phone width (decision 107).
  tags: ['page'],
  component: ComposerLandingRoute,
  parameters: {
    layout: 'fullscreen',
    router: { path: '/midi/landing/piano', route: '/midi/landing/:instrument' },
  },
} satisfies Meta<typeof ComposerLandingRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Piano: Story = {
  play: async ({ canvas }) => {
    const grid = await canvas.findByRole('list', { name: 'Piano composers' });
    const cards = within(grid).getAllByRole('link');
    await expect(cards.map((card) => card.textContent)).toEqual(
      pianoComposers.map(({ name, lifespan }) => `${name}${lifespan}`),
    );
    const card = within(grid).getByRole('link', { name: naming(polishComposer.name) });
    await expect(within(card).getByRole('img', { name: 'Flag of Poland' })).toHaveAttribute(
      'src',
      '/images/flags/pl.svg',
    );
    await expect(document.title).toMatch(/^Piano composers/);
  },
};

export const HomeShowsThePiano: Story = {
  parameters: { router: { path: '/midi/landing/home', route: '/midi/landing/:instrument' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Piano composers' })).toBeVisible();
    await expect(await canvas.findByRole('link', { name: naming(firstPianoComposer.name) })).toBeVisible();
  },
};

export const Violin: Story = {
  parameters: { router: { path: '/midi/landing/violin', route: '/midi/landing/:instrument' } },
  play: async ({ canvas }) => {
    const grid = await canvas.findByRole('list', { name: 'Violin composers' });
    // A collection has no lifespan: its card says what it is instead.
    await expect(within(grid).getByRole('link', { name: naming(violinCollection.name) })).toHaveTextContent(
      'Collection',
    );
    await expect(within(grid).getByRole('link', { name: naming(firstViolinComposer.name) })).toHaveAttribute(
      'href',
      `/midi/composers/violin/${firstViolinComposer.id}`,
    );
  },
};

export const SwitchToViolin: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Switch to violin' }));
    // The address changed to midi/landing/violin: the same route now lists the violin composers.
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Violin composers' })).toBeVisible();
    await expect(await canvas.findByRole('link', { name: naming(firstViolinComposer.name) })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Sheet Music' })).toHaveAttribute(
      'href',
      '/midi/landing/violin',
    );
  },
};

export const SwitchToPiano: Story = {
  parameters: { router: { path: '/midi/landing/violin', route: '/midi/landing/:instrument' } },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Switch to piano' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Piano composers' })).toBeVisible();
    await expect(await canvas.findByRole('link', { name: naming(polishComposer.name) })).toBeVisible();
  },
};

export const ComposerOpensTheirList: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('link', { name: naming(lastPianoComposer.name) }));
    await expect(await canvas.findByTestId('navigated-away')).toHaveTextContent(
      `Navigated to /midi/composers/piano/${lastPianoComposer.id}`,
    );
  },
};

export const NoComposers: Story = {
  beforeEach({ msw }) {
    msw.use(mockContract(getViolinComposers, () => []));
  },
  parameters: { router: { path: '/midi/landing/violin', route: '/midi/landing/:instrument' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No composers are listed for the violin yet.')).toBeVisible();
  },
};

export const UnknownInstrument: Story = {
  parameters: { router: { path: '/midi/landing/cello', route: '/midi/landing/:instrument' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Instrument not found' })).toBeVisible();
    await expect(
      canvas.getByText('There are scores for the piano and the violin, not for "cello".'),
    ).toBeVisible();
  },
};

export const ComposerListFails: Story = {
  beforeEach({ msw }) {
    msw.use(mockContractError(getPianoComposers, 503));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('navigated-away')).toHaveTextContent(
      'Http failure response for /apiMIDI/piano-composers: 503 Service Unavailable',
    );
  },
};
