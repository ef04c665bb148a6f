import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { mockLinkNavigation } from '../../navigation/storyNavigation';
import { largeSheetHalf, sheetPage, silentWavUrl } from '../storyFixtures/sheetImages';
import { ScorePage } from './ScorePage';

const navigation = mockLinkNavigation();

const pedal = {
  step: 'idle' as const,
  forwardLabel: 'Middle pedal released (control change 66)',
  backLabel: 'Soft pedal released (control change 67)',
  learned: false,
  available: true,
  onStart: fn(),
  onCancel: fn(),
  onReset: fn(),
};

const meta = {
  title: 'UI/Midi/ScorePage',
  // A page: also pictured and layout-checked at phone width (decision 107).
  tags: ['page'],
  component: ScorePage,
  parameters: { layout: 'fullscreen' },
  args: {
    instrument: 'violin',
    title: 'Musette in D',
    composerName: 'Johann Sebastian Bach',
    composerHref: '/midi/composers/violin/bach',
    landingHref: '/midi/landing/violin',
    projectsHref: '/landing',
    audioSrc: silentWavUrl(),
    videoHref: '/midi/videos/musette',
    midiStatus: { state: 'ready', inputs: ['Foot pedal'] },
    pedal,
    turner: {
      images: [
        { src: sheetPage(1, 'Musette in D'), alt: 'Page 1' },
        { src: sheetPage(2), alt: 'Page 2' },
      ],
      indicator: 'Pages 1–2 of 3',
      atFirst: true,
      atLast: false,
      onPrevious: fn(),
      onNext: fn(),
    },
  },
  decorators: [navigation.decorator],
  beforeEach: navigation.reset,
} satisfies Meta<typeof ScorePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TwoPages: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Musette in D' })).toBeVisible();
    const trail = within(canvas.getByRole('navigation', { name: 'Breadcrumb' })).getAllByRole('listitem');
    await expect(trail.map((item) => item.textContent)).toEqual([
      'Projects',
      'Violin',
      'Johann Sebastian Bach',
      'Musette in D',
    ]);
    await expect(canvas.getAllByRole('img', { name: /^Page \d$/ })).toHaveLength(2);
    await expect(canvas.getByText('MIDI pedal ready: Foot pedal')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(args.turner.onNext).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('link', { name: 'Watch the video' }));
    await expect(navigation.navigate).toHaveBeenCalledWith('/midi/videos/musette');
  },
};

export const EnlargedWithoutVideo: Story = {
  args: {
    videoHref: undefined,
    turner: {
      images: [{ src: largeSheetHalf(1, 'a'), alt: 'Page 1, top half, enlarged' }],
      indicator: 'Page 1 of 3, top half',
      atFirst: true,
      atLast: false,
      enlarged: true,
      onPrevious: fn(),
      onNext: fn(),
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('img', { name: /enlarged/ })).toHaveLength(1);
    await expect(canvas.queryByRole('link', { name: 'Watch the video' })).toBeNull();
  },
};

export const NoWebMidi: Story = {
  args: {
    midiStatus: { state: 'unsupported', message: 'Web MIDI API is not supported' },
    pedal: { ...pedal, available: false },
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Web MIDI API is not supported')).toBeVisible();
    // The notice blocks nothing: the turner still works.
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(args.turner.onNext).toHaveBeenCalled();
  },
};
