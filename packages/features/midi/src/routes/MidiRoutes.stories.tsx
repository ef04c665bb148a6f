import { enlargedOddScore, violinComposers } from '@portfolio/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { composerOf, instrumentOf, naming } from '../stories/story-catalogue';
import { storyMidi } from '../stories/story-midi';
import { MidiRoutes } from './MidiRoutes';

// The visitor's way leads through the piano landing page to an enlarged score of the demo catalogue.
const composer = composerOf(enlargedOddScore);
if (instrumentOf(enlargedOddScore) !== 'piano')
  throw new Error('The MidiRoutes stories expect an enlarged piano score');

const midi = storyMidi();

// The whole area as the site mounts it at /midi/*: one visitor's way from the landing page to a score.
const meta = {
  title: 'Features/Midi/MidiRoutes',
  // A page: also pictured and layout-checked at phone width (decision 107).
  tags: ['page'],
  component: MidiRoutes,
  parameters: { layout: 'fullscreen', router: { path: '/midi/landing/home', route: '/midi/*' } },
  decorators: [midi.decorator],
  beforeEach() {
    midi.reset('fake');
  },
} satisfies Meta<typeof MidiRoutes>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LandingToScoreAndPedal: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('link', { name: naming(composer.name) }));
    await userEvent.click(await canvas.findByRole('link', { name: naming(enlargedOddScore.name) }));
    await expect(await canvas.findByRole('heading', { level: 1, name: enlargedOddScore.name })).toBeVisible();
    await expect(await canvas.findByText('MIDI pedal ready: Foot pedal')).toBeVisible();
    midi.state.pedal.pressAndRelease(66);
    const stand = canvas.getByRole('region', { name: 'Score' });
    await waitFor(() =>
      expect(within(stand).getByRole('img')).toHaveAttribute(
        'src',
        `/images/midi/${enlargedOddScore.dir}/Page_1b_large.png`,
      ),
    );
    // The trail leads back to the composer.
    await userEvent.click(
      within(canvas.getByRole('navigation', { name: 'Breadcrumb' })).getByRole('link', {
        name: composer.name,
      }),
    );
    await expect(await canvas.findByRole('heading', { level: 1, name: composer.name })).toBeVisible();
  },
};

export const SwitchInstrumentAndBack: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Switch to violin' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Violin composers' })).toBeVisible();
    await expect(await canvas.findByRole('link', { name: naming(violinComposers[0]!.name) })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Switch to piano' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Piano composers' })).toBeVisible();
  },
};

export const UnknownAreaPath: Story = {
  parameters: { router: { path: '/midi/sonatas', route: '/midi/*' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(canvas.getByText('The sheet-music area has no page at /midi/sonatas.')).toBeVisible();
  },
};
