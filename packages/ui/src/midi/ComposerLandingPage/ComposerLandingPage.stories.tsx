import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { mockLinkNavigation } from '../../navigation/storyNavigation';
import { pianoComposerCards, violinComposerCards } from '../storyFixtures/composers';
import { ComposerLandingPage } from './ComposerLandingPage';

const navigation = mockLinkNavigation();

const meta = {
  title: 'UI/Midi/ComposerLandingPage',
  // A page: also pictured and layout-checked at phone width (decision 107).
  tags: ['page'],
  component: ComposerLandingPage,
  parameters: { layout: 'fullscreen' },
  args: {
    instrument: 'piano',
    composers: pianoComposerCards,
    homeHref: '/midi/landing/piano',
    projectsHref: '/landing',
    onSwitchInstrument: fn(),
  },
  decorators: [navigation.decorator],
  beforeEach: navigation.reset,
} satisfies Meta<typeof ComposerLandingPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Piano: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Piano composers' })).toBeVisible();
    const grid = canvas.getByRole('list', { name: 'Piano composers' });
    await expect(within(grid).getAllByRole('listitem')).toHaveLength(6);
    await expect(within(grid).getByRole('link', { name: /Frédéric Chopin/ })).toHaveTextContent('1810–1849');

    await userEvent.click(canvas.getByRole('button', { name: 'Switch to violin' }));
    await expect(args.onSwitchInstrument).toHaveBeenCalledWith('violin');

    await userEvent.click(within(grid).getByRole('link', { name: /Erik Satie/ }));
    await expect(navigation.navigate).toHaveBeenCalledWith('/midi/composers/piano/satie');
  },
};

export const Violin: Story = {
  args: { instrument: 'violin', composers: violinComposerCards, homeHref: '/midi/landing/violin' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Violin composers' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: /Hymn Book/ })).toHaveTextContent('Collection');
    await userEvent.click(canvas.getByRole('button', { name: 'Switch to piano' }));
    await expect(args.onSwitchInstrument).toHaveBeenCalledWith('piano');
  },
};

export const Loading: Story = {
  args: { composers: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading the composers');
  },
};

export const Empty: Story = {
  args: { composers: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No composers are listed for the piano yet.')).toBeVisible();
    await expect(canvas.queryByRole('list', { name: 'Piano composers' })).toBeNull();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  play: async ({ canvas }) => {
    const items = within(canvas.getByRole('list', { name: 'Piano composers' })).getAllByRole('listitem');
    // One card per row on a phone.
    await expect(items[1]!.offsetTop).toBeGreaterThan(items[0]!.offsetTop);
  },
};
