import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { mockLinkNavigation } from '../../navigation/storyNavigation';
import { bachComposer, bachCompositionCards } from '../storyFixtures/compositions';
import { CompositionListPage } from './CompositionListPage';

const navigation = mockLinkNavigation();

const meta = {
  title: 'UI/Midi/CompositionListPage',
  // A page: also pictured and layout-checked at phone width (decision 107).
  tags: ['page'],
  component: CompositionListPage,
  parameters: { layout: 'fullscreen' },
  args: {
    instrument: 'piano',
    composer: bachComposer,
    compositions: bachCompositionCards,
    landingHref: '/midi/landing/piano',
    projectsHref: '/landing',
    onRetry: fn(),
  },
  decorators: [navigation.decorator],
  beforeEach: navigation.reset,
} satisfies Meta<typeof CompositionListPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Johann Sebastian Bach' })).toBeVisible();
    await expect(canvas.getByText('1685–1750 · Piano')).toBeVisible();
    const list = canvas.getByRole('list', { name: 'Compositions by Johann Sebastian Bach' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.queryByTestId('composition-preview')).toBeNull();

    await userEvent.click(within(list).getByRole('link', { name: /Musette in D/ }));
    await expect(navigation.navigate).toHaveBeenCalledWith('/midi/scores/piano/musette');
  },
};

export const HoverShowsPreviewBottomRight: Story = {
  play: async ({ canvas, canvasElement }) => {
    const card = canvas.getByRole('link', { name: /Prelude in C/ });
    await userEvent.hover(card);
    const preview = await canvas.findByTestId('composition-preview');
    await expect(preview).toBeVisible();
    await expect(preview).toHaveTextContent('Prelude in C');
    await expect(preview.querySelector('img')?.getAttribute('src')).toBe(bachCompositionCards[2]!.previewSrc);
    // Fixed at the bottom right of the window.
    const box = preview.getBoundingClientRect();
    const view = canvasElement.ownerDocument.defaultView!;
    await expect(getComputedStyle(preview).position).toBe('fixed');
    await expect(view.innerWidth - box.right).toBeLessThan(40);
    await expect(view.innerHeight - box.bottom).toBeLessThan(40);

    await userEvent.unhover(card);
    await expect(canvas.queryByTestId('composition-preview')).toBeNull();
  },
};

export const FocusShowsPreview: Story = {
  play: async ({ canvas }) => {
    const cards = within(canvas.getByRole('list', { name: /Compositions by/ })).getAllByRole('link');
    cards[0]!.focus();
    await expect(await canvas.findByTestId('composition-preview')).toHaveTextContent('Minuet in G');
    // Moving the focus on moves the preview with it.
    await userEvent.tab();
    await expect(cards[1]).toHaveFocus();
    await expect(canvas.getByTestId('composition-preview')).toHaveTextContent('Musette in D');
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.queryByTestId('composition-preview')).toBeNull();
  },
};

export const Loading: Story = {
  args: { compositions: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading the compositions');
  },
};

export const Empty: Story = {
  args: { compositions: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No compositions by Johann Sebastian Bach are here yet.')).toBeVisible();
  },
};

export const ListFailed: Story = {
  args: { compositions: undefined, failed: true },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'The list of compositions could not be loaded',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
