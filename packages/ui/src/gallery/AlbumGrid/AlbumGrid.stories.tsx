import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { mockLinkNavigation } from '../../navigation/storyNavigation';
import { biscuitPictures } from '../storyFixtures';
import { expectJustifiedRows } from '../storyLayoutChecks';
import { AlbumGrid, AlbumGridPlaceholder } from './AlbumGrid';

const links = mockLinkNavigation();

// One srcset width per picture: the browser would otherwise pick whichever width an earlier story
// left in its cache, and the picture would change from run to run.
const pictures = biscuitPictures
  .slice(0, 6)
  .map((picture) => ({ ...picture, srcSet: `${picture.src} 480w` }));
const [, , third, fourth] = pictures;

const meta = {
  title: 'UI/Gallery/AlbumGrid',
  component: AlbumGrid,
  parameters: {
    // Even at one srcset width, the browser's downscaling of the JPEGs into their cells is not the
    // same from run to run: 161 to 504 pixels (of a million) at the photos' edges, in different
    // cells each time. The album page's stories allow as many for the same reason.
    visual: { allowedMismatchedPixels: 1000 },
  },
  decorators: [links.decorator],
  beforeEach: () => links.reset(),
  args: { pictures },
} satisfies Meta<typeof AlbumGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The grid alone; the album page's stories show it in its page, with many pictures and failures. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const cells = within(canvas.getByRole('list')).getAllByRole('listitem');
    await expect(cells).toHaveLength(6);
    await expectJustifiedRows(canvas.getByRole('list'));
    const link = canvas.getByRole('link', { name: fourth?.title });
    await expect(link).toHaveAttribute('href', fourth?.href);
    await userEvent.click(link);
    await expect(links.navigate).toHaveBeenCalledWith(fourth?.href);
  },
};

/** Only the first cells ask for their picture at once; the others wait until they come near. */
export const TwoRowsFirst: Story = {
  args: { eagerCount: 3 },
  play: async ({ canvasElement }) => {
    const loading = [...canvasElement.querySelectorAll('img')].map((image) => image.loading);
    await expect(loading).toEqual(['eager', 'eager', 'eager', 'lazy', 'lazy', 'lazy']);
  },
};

/** The lightbox closed on the third picture: its cell has the focus, so the keyboard goes on from there. */
export const FocusReturnedFromTheLightbox: Story = {
  args: { focusKey: third?.key },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: third?.title })).toHaveFocus();
  },
};

/** While the album's list is on its way: the grid's shape, hidden from assistive technology. */
export const Placeholder: Story = {
  render: () => <AlbumGridPlaceholder />,
  play: async ({ canvasElement }) => {
    const grid = canvasElement.querySelector('ul');
    await expect(grid).toHaveAttribute('aria-hidden', 'true');
    await expect(grid?.querySelectorAll('li')).toHaveLength(6);
    await expect(canvasElement.querySelectorAll('img, a')).toHaveLength(0);
  },
};
