import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { mockLinkNavigation } from '../../navigation/storyNavigation';
import { sheetPage } from '../storyFixtures/sheetImages';
import { CompositionCard } from './CompositionCard';

const navigation = mockLinkNavigation();

const meta = {
  title: 'UI/Midi/CompositionCard',
  component: CompositionCard,
  args: {
    name: 'Minuet in G',
    href: '/midi/scores/piano/minuet-in-g',
    previewSrc: sheetPage(1),
    pageCount: 2,
    onPreview: fn(),
    onPreviewEnd: fn(),
  },
  decorators: [
    navigation.decorator,
    (Story) => (
      <div style={{ maxWidth: 260 }}>
        <Story />
      </div>
    ),
  ],
  beforeEach: navigation.reset,
} satisfies Meta<typeof CompositionCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const card = canvas.getByRole('link', { name: /Minuet in G/ });
    await expect(card).toHaveTextContent('2 pages');
    await userEvent.hover(card);
    await expect(args.onPreview).toHaveBeenCalled();
    await userEvent.unhover(card);
    await expect(args.onPreviewEnd).toHaveBeenCalled();
    await userEvent.click(card);
    await expect(navigation.navigate).toHaveBeenCalledWith('/midi/scores/piano/minuet-in-g');
    card.blur();
  },
};

export const EnlargedWithVideo: Story = {
  args: { name: 'Spring, first movement', pageCount: 3, enlarged: true, hasVideo: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link')).toHaveTextContent('3 pages · enlarged · video');
  },
};

export const KeyboardFocusAsksForPreview: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('link')).toHaveFocus();
    await expect(args.onPreview).toHaveBeenCalled();
    await userEvent.tab();
    await expect(args.onPreviewEnd).toHaveBeenCalled();
  },
};
