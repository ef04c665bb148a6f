import { getPianoComposers, getPianoScores, getViolinComposers, getViolinScores } from '@portfolio/contracts';
import { mockContract, mockContractError } from '@portfolio/mocks';
import {
  storyPianoComposers,
  storyPianoScores,
  storyViolinComposers,
  storyViolinScores,
} from '../stories/story-data';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { storyMediaHandlers } from '../stories/story-media';
import { ComposerLandingRoute } from './ComposerLandingRoute';

const storyCatalogueHandlers = [
  mockContract(getPianoComposers, () => storyPianoComposers),
  mockContract(getViolinComposers, () => storyViolinComposers),
  mockContract(getPianoScores, () => storyPianoScores),
  mockContract(getViolinScores, () => storyViolinScores),
];

const meta = {
  title: 'Features/Midi/ComposerLandingRoute',
  component: ComposerLandingRoute,
  parameters: {
    layout: 'fullscreen',
    router: { path: '/midi/landing/piano', route: '/midi/landing/:instrument' },
  },
  beforeEach({ msw }) {
    msw.use(...storyCatalogueHandlers, ...storyMediaHandlers);
  },
} satisfies Meta<typeof ComposerLandingRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Piano: Story = {
  play: async ({ canvas }) => {
    const grid = await canvas.findByRole('list', { name: 'Piano composers' });
    const cards = within(grid).getAllByRole('link');
    await expect(cards.map((card) => card.textContent)).toEqual([
      'Johann Sebastian Bach1685–1750',
      'Frédéric Chopin1810–1849',
      'Erik Satie1866–1925',
    ]);
    const flag = within(grid).getByRole('img', { name: 'Flag of Poland' });
    await expect(flag).toHaveAttribute('src', '/images/flags/pl.svg');
    await expect(document.title).toMatch(/^Piano composers/);
  },
};

export const HomeShowsThePiano: Story = {
  parameters: { router: { path: '/midi/landing/home', route: '/midi/landing/:instrument' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Piano composers' })).toBeVisible();
    await expect(await canvas.findByRole('link', { name: /Johann Sebastian Bach/ })).toBeVisible();
  },
};

export const Violin: Story = {
  parameters: { router: { path: '/midi/landing/violin', route: '/midi/landing/:instrument' } },
  play: async ({ canvas }) => {
    const grid = await canvas.findByRole('list', { name: 'Violin composers' });
    await expect(within(grid).getByRole('link', { name: /Hymn Book/ })).toHaveTextContent('Collection');
    await expect(within(grid).getByRole('link', { name: /Antonio Vivaldi/ })).toHaveAttribute(
      'href',
      '/midi/composers/violin/vivaldi',
    );
  },
};

export const SwitchToViolin: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Switch to violin' }));
    // The address changed to midi/landing/violin: the same route now lists the violin composers.
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Violin composers' })).toBeVisible();
    await expect(await canvas.findByRole('link', { name: /Antonio Vivaldi/ })).toBeVisible();
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
    await expect(await canvas.findByRole('link', { name: /Frédéric Chopin/ })).toBeVisible();
  },
};

export const ComposerOpensTheirList: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('link', { name: /Erik Satie/ }));
    await expect(await canvas.findByTestId('navigated-away')).toHaveTextContent(
      'Navigated to /midi/composers/piano/satie',
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
