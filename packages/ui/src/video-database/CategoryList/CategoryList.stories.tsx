import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CategoryList } from './CategoryList';

const primaries = [
  'adobe',
  'ai',
  'comedy',
  'economics',
  'elections',
  'fashion',
  'games',
  'geography',
  'geopolitics',
];

const meta = {
  title: 'UI/VideoDatabase/CategoryList',
  component: CategoryList,
  args: {
    heading: 'Categories',
    items: primaries.map((name) => ({ name, href: `/video-database/video-player?primary=${name}` })),
  },
} satisfies Meta<typeof CategoryList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PrimaryCategories: Story = {
  play: async ({ canvas }) => {
    const list = within(canvas.getByRole('list', { name: 'Categories' }));
    await expect(list.getAllByRole('link')).toHaveLength(primaries.length);
    await expect(list.getByRole('link', { name: 'geopolitics' })).toHaveAttribute(
      'href',
      '/video-database/video-player?primary=geopolitics',
    );
  },
};

export const SecondaryFolders: Story = {
  args: {
    heading: 'Folders of games',
    items: [
      { name: 'board-games', href: '#board-games', detail: '1 video' },
      { name: 'chess', href: '#chess', detail: '1 video' },
      { name: 'speedruns', href: '#speedruns', detail: '3 videos' },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'board games 1 video' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'speedruns 3 videos' })).toBeVisible();
  },
};

export const Empty: Story = {
  args: { heading: 'Folders of comedy', items: [], emptyText: 'This category has no folders yet.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('This category has no folders yet.')).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};
