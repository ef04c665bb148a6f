import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyVideoFiles } from '../storyFixtures/story-files';
import { type VideoFileListProps, type VideoListMode, VideoFileList } from './VideoFileList';

/** The list with its selection, mode and filter kept, as the page keeps them. */
function Stateful(args: VideoFileListProps) {
  const [selected, setSelected] = useState<string[]>([...args.selected]);
  const [mode, setMode] = useState<VideoListMode>(args.mode);
  const [tag, setTag] = useState<string | undefined>(args.tagFilter);
  return (
    <VideoFileList
      {...args}
      mode={mode}
      onModeChange={(next) => {
        setMode(next);
        args.onModeChange(next);
      }}
      selected={selected}
      onSelectionChange={(next) => {
        setSelected(next);
        args.onSelectionChange(next);
      }}
      tagFilter={tag}
      onTagFilterChange={(next) => {
        setTag(next);
        args.onTagFilterChange(next);
      }}
    />
  );
}

const meta = {
  title: 'UI/VideoDatabase/VideoFileList',
  component: VideoFileList,
  render: (args) => <Stateful {...args} />,
  args: {
    heading: 'Photoshop',
    files: storyVideoFiles,
    mode: 'play',
    selected: [],
    onModeChange: fn(),
    onSelectionChange: fn(),
    onAddTags: fn(),
    onTagFilterChange: fn(),
  },
} satisfies Meta<typeof VideoFileList>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

// The file rows only, not the tag lists inside them.
const rows = (canvas: Canvas) =>
  canvas.getByRole('list', { name: 'Videos in Photoshop' }).querySelectorAll(':scope > li');

export const PlayMode: Story = {
  args: { playingPath: 'adobe/photoshop/Layers in five minutes.mp4' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Photoshop (5 videos)' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'Play' })).toBeChecked();
    await expect(canvas.getByRole('link', { name: 'Layers in five minutes' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await expect(canvas.getByRole('link', { name: 'Curves and levels' })).toHaveAttribute(
      'href',
      '/video-database/video-player?primary=adobe&secondary=photoshop&file=Curves%20and%20levels.mp4',
    );
    await expect(canvas.queryByRole('checkbox')).toBeNull();
    await expect(
      within(canvas.getByRole('list', { name: 'Tags of Curves and levels' })).getAllByRole('listitem'),
    ).toHaveLength(2);
    await userEvent.click(canvas.getByRole('radio', { name: 'Selection' }));
    await expect(args.onModeChange).toHaveBeenCalledWith('select');
    await expect(canvas.getAllByRole('checkbox')).toHaveLength(5);
  },
};

export const SelectionMode: Story = {
  args: { mode: 'select' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('0 files selected');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Export for the web' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('1 file selected');
    await userEvent.click(canvas.getByRole('button', { name: 'Add tags' }));
    await expect(args.onAddTags).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Select all' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('5 files selected');
    await userEvent.click(canvas.getByRole('button', { name: 'Clear' }));
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith([]);
  },
};

export const ShiftClickRange: Story = {
  args: { mode: 'select' },
  play: async ({ canvas, args }) => {
    // One user-event session, so the held Shift key reaches the click.
    const user = userEvent.setup();
    await user.click(canvas.getByRole('checkbox', { name: 'Export for the web' }));
    await user.keyboard('{Shift>}');
    await user.click(canvas.getByRole('checkbox', { name: 'The healing brush' }));
    await user.keyboard('{/Shift}');
    await expect(canvas.getByRole('status')).toHaveTextContent('4 files selected');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith([
      'adobe/photoshop/Export for the web.mp4',
      'adobe/photoshop/Layers in five minutes.mp4',
      'adobe/photoshop/Masks without tears.mp4',
      'adobe/photoshop/The healing brush.mp4',
    ]);
    // A shift-click on a ticked box clears the range back to the last box clicked.
    await user.keyboard('{Shift>}');
    await user.click(canvas.getByRole('checkbox', { name: 'Layers in five minutes' }));
    await user.keyboard('{/Shift}');
    await expect(canvas.getByRole('status')).toHaveTextContent('1 file selected');
    await expect(canvas.getByRole('checkbox', { name: 'Export for the web' })).toBeChecked();
  },
};

export const FilteredByTag: Story = {
  args: { mode: 'play' },
  play: async ({ canvas, args }) => {
    const filters = within(canvas.getByRole('group', { name: 'Filter by tag' }));
    await expect(filters.getByRole('button', { name: 'All videos' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(filters.getByRole('button', { name: 'tutorial' }));
    await expect(args.onTagFilterChange).toHaveBeenCalledWith('tutorial');
    await expect(rows(canvas)).toHaveLength(3);
    await userEvent.click(filters.getByRole('button', { name: 'retouching' }));
    await expect(rows(canvas)).toHaveLength(1);
    await expect(canvas.getByRole('link', { name: 'The healing brush' })).toBeVisible();
    await userEvent.click(filters.getByRole('button', { name: 'All videos' }));
    await expect(rows(canvas)).toHaveLength(5);
  },
};

export const EmptyFolder: Story = {
  args: { heading: 'Premiere', files: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('This folder has no videos yet.')).toBeVisible();
    await expect(canvas.queryByRole('group', { name: 'Filter by tag' })).toBeNull();
  },
};
