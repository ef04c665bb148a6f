import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { largeSheetHalf, sheetPage } from '../storyFixtures/sheetImages';
import { PageTurner } from './PageTurner';

const meta = {
  title: 'UI/Midi/PageTurner',
  component: PageTurner,
  parameters: { layout: 'padded' },
  // The score page gives the turner the window's height; here a fixed frame stands in for it.
  decorators: [
    (Story) => (
      <div style={{ display: 'flex', flexDirection: 'column', height: 640 }}>
        <Story />
      </div>
    ),
  ],
  args: {
    images: [
      { src: sheetPage(1), alt: 'Page 1' },
      { src: sheetPage(2), alt: 'Page 2' },
    ],
    indicator: 'Pages 1–2 of 5',
    atFirst: true,
    atLast: false,
    onPrevious: fn(),
    onNext: fn(),
  },
} satisfies Meta<typeof PageTurner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstPages: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('img', { name: 'Page 1' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Page 2' })).toBeVisible();
    // Side by side: the second page starts right of the first.
    const [left, right] = [
      canvas.getByRole('img', { name: 'Page 1' }),
      canvas.getByRole('img', { name: 'Page 2' }),
    ];
    await expect(right.getBoundingClientRect().left).toBeGreaterThan(left.getBoundingClientRect().right - 1);
    await expect(canvas.getByRole('status')).toHaveTextContent('Pages 1–2 of 5');
    await expect(canvas.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(args.onNext).toHaveBeenCalledTimes(1);
  },
};

export const MiddlePages: Story = {
  args: {
    images: [
      { src: sheetPage(3), alt: 'Page 3' },
      { src: sheetPage(4), alt: 'Page 4' },
    ],
    indicator: 'Pages 3–4 of 5',
    atFirst: false,
  },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Previous' }));
    await expect(args.onPrevious).toHaveBeenCalledTimes(1);
  },
};

export const LastPageAlone: Story = {
  args: {
    images: [{ src: sheetPage(5), alt: 'Page 5' }],
    indicator: 'Page 5 of 5',
    atFirst: false,
    atLast: true,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('img')).toHaveLength(1);
    await expect(canvas.getByRole('status')).toHaveTextContent('Next starts again from the beginning');
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeEnabled();
  },
};

export const EnlargedHalf: Story = {
  args: {
    images: [{ src: largeSheetHalf(2, 'b'), alt: 'Page 2, bottom half, enlarged' }],
    indicator: 'Page 2 of 3, bottom half',
    atFirst: false,
    enlarged: true,
  },
  play: async ({ canvas }) => {
    const image = canvas.getByRole('img', { name: 'Page 2, bottom half, enlarged' });
    await expect(image).toBeVisible();
    await expect(canvas.getAllByRole('img')).toHaveLength(1);
    // The half page is shown whole, wider than tall.
    await waitFor(() =>
      expect(image.getBoundingClientRect().width).toBeGreaterThan(image.getBoundingClientRect().height),
    );
  },
};

export const MissingImage: Story = {
  args: {
    images: [
      { src: '/images/midi/missing/Page_1.png', alt: 'Page 1' },
      { src: sheetPage(2), alt: 'Page 2' },
    ],
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Page 1 could not be loaded.')).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Page 2' })).toBeVisible();
  },
};
