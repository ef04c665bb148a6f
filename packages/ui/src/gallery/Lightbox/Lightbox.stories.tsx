import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { biscuitPictures } from '../storyFixtures';
import { Lightbox } from './Lightbox';

const pictureAt = (index: number) => {
  const picture = biscuitPictures[index] ?? biscuitPictures[0];
  if (!picture) throw new Error('no story picture');
  const file = picture.src.replace(/\?.*$/, '');
  return {
    ...picture,
    src: `${file}?w=1200`,
    srcSet: `${file}?w=800 800w, ${file}?w=1200 1200w, ${file}?w=1920 1920w`,
  };
};

const meta = {
  title: 'UI/Gallery/Lightbox',
  component: Lightbox,
  parameters: { layout: 'fullscreen' },
  args: {
    picture: pictureAt(1),
    position: 2,
    total: 14,
    onPrevious: fn(),
    onNext: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof Lightbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const dialog = canvas.getByRole('dialog', { name: 'Biscuit 02 - Blue hour' });
    await expect(dialog).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Biscuit 02 - Blue hour' })).toBeVisible();
    await expect(canvas.getByText('2 of 14')).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Close' })).toHaveFocus());
    await userEvent.click(canvas.getByRole('button', { name: 'Next picture' }));
    await expect(args.onNext).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Previous picture' }));
    await expect(args.onPrevious).toHaveBeenCalledTimes(1);
  },
};

export const Keyboard: Story = {
  play: async ({ args }) => {
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onNext).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{ArrowLeft}');
    await expect(args.onPrevious).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

export const FirstPicture: Story = {
  args: { picture: pictureAt(0), position: 1, onPrevious: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Previous picture' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Next picture' })).toBeEnabled();
  },
};

export const LastPicture: Story = {
  args: { picture: pictureAt(13), position: 14, onNext: undefined },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('button', { name: 'Next picture' })).toBeDisabled();
    await userEvent.keyboard('{ArrowRight}');
    await userEvent.click(canvas.getByRole('button', { name: 'Close' }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

export const PortraitPicture: Story = {
  args: { picture: pictureAt(6), position: 7 },
  play: async ({ canvas }) => {
    const image = canvas.getByRole('img', { name: 'Biscuit 07 - By the window' });
    await waitFor(() =>
      expect(image.getBoundingClientRect().height).toBeGreaterThan(image.getBoundingClientRect().width),
    );
  },
};
