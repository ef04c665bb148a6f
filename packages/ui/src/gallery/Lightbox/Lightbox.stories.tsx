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

/** Sends a finger's press, moves and release to the picture, in CSS pixels from its centre. */
function touch(image: Element, pointerId: number) {
  const box = image.getBoundingClientRect();
  const at = (dx: number, dy: number) => ({
    bubbles: true,
    pointerId,
    pointerType: 'touch',
    clientX: box.left + box.width / 2 + dx,
    clientY: box.top + box.height / 2 + dy,
  });
  return {
    down: (dx = 0, dy = 0) => image.dispatchEvent(new PointerEvent('pointerdown', at(dx, dy))),
    move: (dx: number, dy = 0) => image.dispatchEvent(new PointerEvent('pointermove', at(dx, dy))),
    up: (dx = 0, dy = 0) => image.dispatchEvent(new PointerEvent('pointerup', at(dx, dy))),
  };
}

/** On a phone: a swipe to the left shows the next picture, to the right the previous one. */
export const SwipeBetweenPictures: Story = {
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  play: async ({ canvas, args }) => {
    const image = canvas.getByRole('img', { name: 'Biscuit 02 - Blue hour' });
    const finger = touch(image, 21);
    finger.down();
    for (const dx of [-30, -70, -120]) finger.move(dx);
    finger.up(-120);
    await waitFor(() => expect(args.onNext).toHaveBeenCalledTimes(1));
    const back = touch(image, 22);
    back.down();
    for (const dx of [30, 70, 120]) back.move(dx);
    back.up(120);
    await waitFor(() => expect(args.onPrevious).toHaveBeenCalledTimes(1));
    // A short drag steps nowhere, and the picture comes back to rest.
    const short = touch(image, 23);
    short.down();
    short.move(-30);
    short.up(-30);
    await expect(args.onNext).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(image.style.transform).toBe('translate(0px, 0px) scale(1)'));
  },
};

/** A double tap zooms the picture in and a second one back out; two fingers pinch the zoom. */
export const DoubleTapAndPinchZoom: Story = {
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  play: async ({ canvas, args }) => {
    const image = canvas.getByRole('img', { name: 'Biscuit 02 - Blue hour' });
    const finger = touch(image, 31);
    finger.down();
    finger.up();
    finger.down();
    finger.up();
    await waitFor(() => expect(image).toHaveAttribute('data-zoom', '2.50'));
    finger.down();
    finger.up();
    finger.down();
    finger.up();
    await waitFor(() => expect(image).toHaveAttribute('data-zoom', '1.00'));
    // Two fingers 40 px apart spread to 120 px: three times the size.
    const first = touch(image, 32);
    const second = touch(image, 33);
    first.down(-20);
    second.down(20);
    first.move(-60);
    second.move(60);
    await waitFor(() => expect(image).toHaveAttribute('data-zoom', '3.00'));
    first.up(-60);
    second.up(60);
    await expect(args.onNext).not.toHaveBeenCalled();
    await expect(image).toHaveAttribute('data-zoom', '3.00');
  },
};
