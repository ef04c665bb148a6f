import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CategoryList } from '../CategoryList';
import { VideoLibraryPage } from './VideoLibraryPage';

const meta = {
  title: 'UI/VideoDatabase/VideoLibraryPage',
  // A page: also pictured and layout-checked at phone width (decision 107).
  tags: ['page'],
  component: VideoLibraryPage,
  parameters: { layout: 'fullscreen' },
  args: {
    homeHref: '/landing',
    trail: [
      { label: 'Library', href: '/video-database/video-player' },
      { label: 'Adobe', href: '/video-database/video-player?primary=adobe' },
    ],
    children: (
      <CategoryList
        heading="Folders of Adobe"
        items={[
          { name: 'photoshop', label: 'Photoshop', href: '#photoshop', detail: '5 videos' },
          { name: 'premiere', label: 'Premiere', href: '#premiere', detail: '2 videos' },
        ]}
      />
    ),
  },
} satisfies Meta<typeof VideoLibraryPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Video library' })).toBeVisible();
    await expect(within(canvas.getByRole('navigation', { name: 'Site' })).getByRole('link')).toHaveAttribute(
      'href',
      '/landing',
    );
    const trail = within(canvas.getByRole('navigation', { name: 'Breadcrumbs' }));
    await expect(trail.getByRole('link', { name: 'Library' })).toHaveAttribute(
      'href',
      '/video-database/video-player',
    );
    await expect(trail.getByText('Adobe')).toHaveAttribute('aria-current', 'location');
    // Opened directly: the focus stays where the browser put it.
    await expect(canvas.getByRole('heading', { name: 'Folders of Adobe' })).not.toHaveFocus();
  },
};

/** Arrived from another level (a category card, a breadcrumb): the level's heading has the focus. */
export const ArrivedFromAnotherLevel: Story = {
  args: { focusLevel: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Folders of Adobe' })).toHaveFocus();
  },
};

/** Arrived while the level loads: the focus waits for its heading. */
export const ArrivedWhileLoading: Story = {
  args: { focusLevel: true, loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading…')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByRole('heading', { level: 2 })).toBeNull();
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading…')).toHaveAttribute('aria-busy', 'true');
  },
};

export const Problem: Story = {
  args: {
    trail: [{ label: 'Library', href: '/video-database/video-player' }, { label: 'cooking' }],
    problem: 'There is no category “cooking” in the library.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('There is no category “cooking” in the library.')).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Folders of Adobe' })).toBeNull();
  },
};

/** Arrived at a level that cannot be shown: the problem has the focus, so it is read out first. */
export const ArrivedAtAProblem: Story = {
  args: {
    focusLevel: true,
    trail: [
      { label: 'Library', href: '/video-database/video-player' },
      { label: 'Adobe', href: '/video-database/video-player?primary=adobe' },
      { label: 'Illustrator' },
    ],
    problem: 'There is no folder “illustrator” in Adobe.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveFocus();
  },
};
