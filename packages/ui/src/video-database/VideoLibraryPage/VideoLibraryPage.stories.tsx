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
      { label: 'adobe', href: '/video-database/video-player?primary=adobe' },
      { label: 'photoshop' },
    ],
    children: (
      <CategoryList
        heading="Folders of adobe"
        items={[
          { name: 'photoshop', href: '#photoshop', detail: '5 videos' },
          { name: 'premiere', href: '#premiere', detail: '2 videos' },
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
    await expect(trail.getByRole('link', { name: 'adobe' })).toBeVisible();
    await expect(trail.getByText('photoshop')).toHaveAttribute('aria-current', 'location');
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
    await expect(canvas.queryByRole('heading', { name: 'Folders of adobe' })).toBeNull();
  },
};
