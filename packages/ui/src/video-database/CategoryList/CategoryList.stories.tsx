import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CategoryList } from './CategoryList';

// Level one as the library shows it: each category by the name a person writes, with its videos.
const primaries = [
  { name: 'adobe', label: 'Adobe', videos: 7 },
  { name: 'ai', label: 'AI', videos: 3 },
  { name: 'comedy', label: 'Comedy', videos: 2 },
  { name: 'economics', label: 'Economics', videos: 3 },
  { name: 'elections', label: 'Elections', videos: 2 },
  { name: 'fashion', label: 'Fashion', videos: 1 },
  { name: 'games', label: 'Games', videos: 3 },
  { name: 'geography', label: 'Geography', videos: 2 },
  { name: 'geopolitics', label: 'Geopolitics', videos: 12 },
];

const categoryItems = (withCounts: boolean) =>
  primaries.map(({ name, label, videos }) => ({
    name,
    label,
    href: `/video-database/video-player?primary=${name}`,
    ...(withCounts && { detail: `${videos} ${videos === 1 ? 'video' : 'videos'}` }),
  }));

const meta = {
  title: 'UI/VideoDatabase/CategoryList',
  component: CategoryList,
  args: { heading: 'Categories', items: categoryItems(true) },
} satisfies Meta<typeof CategoryList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PrimaryCategories: Story = {
  play: async ({ canvas }) => {
    const list = within(canvas.getByRole('list', { name: 'Categories' }));
    await expect(list.getAllByRole('link')).toHaveLength(primaries.length);
    await expect(list.getByRole('link', { name: 'Geopolitics 12 videos' })).toHaveAttribute(
      'href',
      '/video-database/video-player?primary=geopolitics',
    );
    await expect(list.getByRole('link', { name: 'AI 3 videos' })).toBeVisible();
    await expect(list.getByRole('link', { name: 'Fashion 1 video' })).toBeVisible();
  },
};

/** The counts are on their way: every card already has the room of its second line. */
export const CountingVideos: Story = {
  args: { items: categoryItems(false) },
  play: async ({ canvas }) => {
    const list = within(canvas.getByRole('list', { name: 'Categories' }));
    const second = list.getByRole('link', { name: 'AI' }).querySelector('span');
    await expect(second).toHaveAttribute('aria-hidden', 'true');
    // A line of text tall, like the "3 videos" that takes its place.
    await expect(second?.getBoundingClientRect().height).toBeGreaterThan(16);
  },
};

export const SecondaryFolders: Story = {
  args: {
    heading: 'Folders of Games',
    items: [
      { name: 'board-games', label: 'Board games', href: '#board-games', detail: '1 video' },
      { name: 'chess', label: 'Chess', href: '#chess', detail: '1 video' },
      { name: 'speedruns', label: 'Speedruns', href: '#speedruns', detail: '3 videos' },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Board games 1 video' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Speedruns 3 videos' })).toBeVisible();
  },
};

export const Empty: Story = {
  args: { heading: 'Folders of Comedy', items: [], emptyText: 'This category has no folders yet.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('This category has no folders yet.')).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};
