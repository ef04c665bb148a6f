import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { mockLinkNavigation } from '../../navigation/storyNavigation';
import { MidiMessagePage } from './MidiMessagePage';

const navigation = mockLinkNavigation();

const meta = {
  title: 'UI/Midi/MidiMessagePage',
  // A page: also pictured and layout-checked at phone width (decision 107).
  tags: ['page'],
  component: MidiMessagePage,
  parameters: { layout: 'fullscreen' },
  args: {
    heading: 'Composer not found',
    message: 'There is no piano composer called "brahmz".',
    backHref: '/midi/landing/piano',
    backLabel: 'See the piano composers',
    landingHref: '/midi/landing/piano',
    projectsHref: '/landing',
  },
  decorators: [navigation.decorator],
  beforeEach: navigation.reset,
} satisfies Meta<typeof MidiMessagePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const UnknownComposer: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Composer not found' })).toBeVisible();
    await expect(canvas.getByText('There is no piano composer called "brahmz".')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Try again' })).toBeNull();
    await userEvent.click(canvas.getByRole('link', { name: 'See the piano composers' }));
    await expect(navigation.navigate).toHaveBeenCalledWith('/midi/landing/piano');
  },
};

export const ListUnavailable: Story = {
  args: {
    heading: 'Scores unavailable',
    message: 'The list of violin scores could not be loaded, so this score cannot be shown.',
    onRetry: fn(),
  },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
