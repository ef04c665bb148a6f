import { addVideoTags, getVideoFiles, maxVideoTagsPerFile } from '@portfolio/contracts';
import {
  type ContractCallCounter,
  countContractCalls,
  mockContractError,
  resetOwnerSession,
  resetVideoDatabaseMocks,
  videoFileNearTagLimit,
  videoFilesFixture,
  videoMockTags,
} from '@portfolio/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { resumePositionsKey } from './resume-positions';
import { VideoDatabaseRoutes } from './VideoDatabaseRoutes';

// The whole area as the site mounts it at /video-database/*, on the mock library.
const meta = {
  title: 'Features/VideoDatabase/VideoDatabaseRoutes',
  // A page: also pictured and layout-checked at phone width (decision 107).
  tags: ['page'],
  component: VideoDatabaseRoutes,
  parameters: {
    layout: 'fullscreen',
    router: { path: '/video-database/video-player', route: '/video-database/*' },
  },
  beforeEach() {
    resetVideoDatabaseMocks();
    resetOwnerSession({ signedIn: true });
    window.localStorage.removeItem(resumePositionsKey);
  },
} satisfies Meta<typeof VideoDatabaseRoutes>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

const trail = (canvas: Canvas) => within(canvas.getByRole('navigation', { name: 'Breadcrumbs' }));
const folder = '/video-database/video-player?primary=adobe&secondary=photoshop';

/** Waits until the player shows a frame and its length, so the story's picture is the same each run. */
const settled = (video: HTMLVideoElement) =>
  waitFor(() => expect(video.readyState >= 2 && !video.seeking).toBe(true), { timeout: 5000 });

export const Categories: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Video library' })).toBeVisible();
    const list = within(canvas.getByRole('list', { name: 'Categories' }));
    await expect(list.getAllByRole('link')).toHaveLength(18);
    // Each card names its category as a person writes it, and how many videos its folders hold.
    await expect(await list.findByRole('link', { name: 'AI 3 videos' })).toBeVisible();
    await expect(list.getByRole('link', { name: 'Adobe 7 videos' })).toBeVisible();
    await userEvent.click(list.getByRole('link', { name: 'Science 3 videos' }));
    const folders = within(await canvas.findByRole('list', { name: 'Folders of Science' }));
    await expect(folders.getAllByRole('link')).toHaveLength(3);
    // The focus went on to the new level's heading, not back to the page.
    await waitFor(() =>
      expect(canvas.getByRole('heading', { level: 2, name: 'Folders of Science' })).toHaveFocus(),
    );
    await expect(trail(canvas).getByText('Science')).toHaveAttribute('aria-current', 'location');
    await userEvent.click(folders.getByRole('link', { name: 'Biology 1 video' }));
    await expect(await canvas.findByRole('link', { name: 'Inside a cell' })).toBeVisible();
    await waitFor(() =>
      expect(canvas.getByRole('heading', { level: 2, name: 'Biology (1 video)' })).toHaveFocus(),
    );
    await expect(document.title).toMatch(/^Biology · Science · Video library/);
    // The breadcrumbs lead back up a level at a time, and the focus follows.
    await userEvent.click(trail(canvas).getByRole('link', { name: 'Science' }));
    await expect(await canvas.findByRole('list', { name: 'Folders of Science' })).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('heading', { name: 'Folders of Science' })).toHaveFocus());
    await userEvent.click(trail(canvas).getByRole('link', { name: 'Library' }));
    await expect(await canvas.findByRole('list', { name: 'Categories' })).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('heading', { name: 'Categories' })).toHaveFocus());
  },
};

export const Folders: Story = {
  parameters: { router: { path: '/video-database/video-player?primary=games', route: '/video-database/*' } },
  play: async ({ canvas }) => {
    const folders = within(await canvas.findByRole('list', { name: 'Folders of Games' }));
    await expect(folders.getByRole('link', { name: 'Board games 1 video' })).toHaveAttribute(
      'href',
      '/video-database/video-player?primary=games&secondary=board-games',
    );
    await expect(trail(canvas).getByText('Games')).toHaveAttribute('aria-current', 'location');
    // Opened by its address: the focus is left where the browser put it.
    await expect(canvas.getByRole('heading', { name: 'Folders of Games' })).not.toHaveFocus();
  },
};

export const PlayMode: Story = {
  parameters: {
    router: { path: `${folder}&file=Curves%20and%20levels.mp4`, route: '/video-database/*' },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Curves and levels' })).toBeVisible();
    const video = canvas.getByLabelText<HTMLVideoElement>('Video: Curves and levels');
    await expect(video).toHaveAttribute(
      'src',
      '/api/video-database/adobe/photoshop/Curves%20and%20levels.mp4',
    );
    await expect(video).toHaveAttribute(
      'poster',
      '/api/video-database/adobe/photoshop/Curves%20and%20levels.jpg',
    );
    await expect(canvas.getByRole('link', { name: 'Curves and levels' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await userEvent.click(canvas.getByRole('link', { name: 'Masks without tears' }));
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Masks without tears' })).toBeVisible();
    await settled(canvas.getByLabelText<HTMLVideoElement>('Video: Masks without tears'));
  },
};

export const ResumesWherePlayStopped: Story = {
  beforeEach() {
    window.localStorage.setItem(
      resumePositionsKey,
      JSON.stringify({ 'adobe/photoshop/Export for the web.mp4': 2.5 }),
    );
  },
  parameters: {
    router: { path: `${folder}&file=Export%20for%20the%20web.mp4`, route: '/video-database/*' },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Resumed at 0:02, where you stopped last time.')).toBeVisible();
    await settled(canvas.getByLabelText<HTMLVideoElement>('Video: Export for the web'));
  },
};

/** The calls SelectionAndTagging watches: the folder lists read and the tag saves. */
let taggingCalls: { reads: ContractCallCounter; saves: ContractCallCounter } | undefined;

export const SelectionAndTagging: Story = {
  parameters: { router: { path: folder, route: '/video-database/*' } },
  beforeEach({ msw }) {
    taggingCalls = { reads: countContractCalls(getVideoFiles), saves: countContractCalls(addVideoTags) };
    msw.use(taggingCalls.reads.handler, taggingCalls.saves.handler);
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('radio', { name: 'Selection' }));
    const user = userEvent.setup();
    await user.click(await canvas.findByRole('checkbox', { name: 'Export for the web' }));
    await user.keyboard('{Shift>}');
    await user.click(canvas.getByRole('checkbox', { name: 'Masks without tears' }));
    await user.keyboard('{/Shift}');
    await expect(canvas.getByRole('status')).toHaveTextContent('3 files selected');
    await userEvent.click(canvas.getByRole('button', { name: 'Add tags' }));
    const dialog = within(await within(document.body).findByRole('dialog', { name: 'Add tags' }));
    await expect(
      within(dialog.getByRole('list', { name: 'Files to tag' })).getAllByRole('listitem'),
    ).toHaveLength(3);
    await userEvent.type(dialog.getByRole('textbox', { name: 'Tags' }), 'favourite');
    const readsBefore = taggingCalls?.reads.calls();
    await userEvent.click(dialog.getByRole('button', { name: 'Save tags' }));
    await expect(await dialog.findByText('Added 1 tag (favourite) to 3 files')).toBeVisible();
    await expect(videoMockTags('adobe/photoshop/Masks without tears.mp4')).toEqual(['favourite']);
    // One save is one request: the list takes the tags from its answer, not from a second read.
    await expect(taggingCalls?.saves.calls()).toEqual([addVideoTags.path]);
    await expect(taggingCalls?.reads.calls()).toEqual(readsBefore);
    await userEvent.click(dialog.getByRole('button', { name: 'Close' }));
    // The new tag shows on the list and filters it.
    await expect(await canvas.findByRole('list', { name: 'Tags of Masks without tears' })).toHaveTextContent(
      'favourite',
    );
    await userEvent.click(
      within(canvas.getByRole('group', { name: 'Filter by tag' })).getByRole('button', { name: 'favourite' }),
    );
    await waitFor(() =>
      expect(
        canvas.getByRole('list', { name: 'Videos in Photoshop' }).querySelectorAll(':scope > li'),
      ).toHaveLength(3),
    );
  },
};

export const TagLimitReached: Story = {
  beforeEach() {
    const masks = videoFilesFixture['adobe/photoshop']?.find(
      (file) => file.name === 'Masks without tears.mp4',
    );
    resetVideoDatabaseMocks({ 'adobe/photoshop': [videoFileNearTagLimit, ...(masks ? [masks] : [])] });
  },
  parameters: { router: { path: `${folder}&mode=select`, route: '/video-database/*' } },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('checkbox', { name: 'Curves and levels' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Masks without tears' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Add tags' }));
    const dialog = within(await within(document.body).findByRole('dialog', { name: 'Add tags' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Tags' }), 'favourite, to rewatch');
    await userEvent.click(dialog.getByRole('button', { name: 'Save tags' }));
    // The server's refusal is said in the dialog, and neither file was tagged.
    await expect(
      await dialog.findByText(
        `tags: a video has at most ${maxVideoTagsPerFile} tags, and adobe/photoshop/Curves and levels.mp4 would have ${maxVideoTagsPerFile + 1}. Nothing was tagged.`,
      ),
    ).toBeVisible();
    await expect(videoMockTags('adobe/photoshop/Masks without tears.mp4')).toEqual([]);
    // The text stays, to be shortened and saved again.
    await expect(dialog.getByRole('button', { name: 'Save tags' })).toBeEnabled();
    const field = dialog.getByRole('textbox', { name: 'Tags' });
    await userEvent.click(field);
    await expect(field).toHaveFocus();
    await expect(field).toHaveValue('favourite, to rewatch');
  },
};

export const TaggingAsVisitor: Story = {
  beforeEach() {
    resetOwnerSession({ signedIn: false });
  },
  parameters: { router: { path: `${folder}&mode=select`, route: '/video-database/*' } },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('checkbox', { name: 'The healing brush' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Add tags' }));
    const dialog = within(await within(document.body).findByRole('dialog', { name: 'Add tags' }));
    await expect(await dialog.findByRole('link', { name: 'Sign in as the owner' })).toHaveAttribute(
      'href',
      '/owner',
    );
    await expect(dialog.getByRole('button', { name: 'Save tags' })).toBeDisabled();
  },
};

/**
 * The owner's session ends elsewhere (signed off in another tab) while the page still shows the
 * owner's actions: the refused save makes the page ask the session again, and the dialog then
 * offers the way to sign in instead of a button that can only fail.
 */
export const SessionEndedBeforeTagging: Story = {
  parameters: { router: { path: `${folder}&mode=select`, route: '/video-database/*' } },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('checkbox', { name: 'The healing brush' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Add tags' }));
    const dialog = within(await within(document.body).findByRole('dialog', { name: 'Add tags' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Tags' }), 'favourite');
    resetOwnerSession({ signedIn: false });
    await userEvent.click(dialog.getByRole('button', { name: 'Save tags' }));
    await expect(await dialog.findByRole('link', { name: 'Sign in as the owner' })).toHaveAttribute(
      'href',
      '/owner',
    );
    await expect(dialog.getByRole('button', { name: 'Save tags' })).toBeDisabled();
    await expect(videoMockTags('adobe/photoshop/The healing brush.mp4')).toEqual(['retouching']);
  },
};

export const UnknownCategory: Story = {
  parameters: {
    router: { path: '/video-database/video-player?primary=cooking', route: '/video-database/*' },
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText(
        'There is no category “cooking” in the library. Choose one of the 18 categories under Library.',
      ),
    ).toBeVisible();
  },
};

export const UnknownFolder: Story = {
  parameters: {
    router: {
      path: '/video-database/video-player?primary=adobe&secondary=illustrator',
      route: '/video-database/*',
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('There is no folder “illustrator” in Adobe.')).toBeVisible();
  },
};

export const ListFailed: Story = {
  beforeEach({ msw }) {
    msw.use(mockContractError(getVideoFiles, 500));
  },
  parameters: { router: { path: folder, route: '/video-database/*' } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(/The videos of Photoshop could not be loaded: Http failure response/),
    ).toBeVisible();
  },
};

export const AddTagsRouteWithFiles: Story = {
  parameters: {
    router: {
      path: '/video-database/add-tags',
      route: '/video-database/*',
      state: { files: ['adobe/photoshop/Curves and levels.mp4'], returnTo: folder },
    },
  },
  play: async ({ canvas }) => {
    const dialog = within(await within(document.body).findByRole('dialog', { name: 'Add tags' }));
    await expect(dialog.getByText('Tags for 1 file:')).toBeVisible();
    await userEvent.type(dialog.getByRole('textbox', { name: 'Tags' }), 'x'.repeat(201));
    await expect(dialog.getByText('Tags have at most 200 characters (this has 201).')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    const heading = await canvas.findByRole('heading', { name: 'Photoshop (5 videos)' });
    // Back on the list from the dialog's own address: the folder's heading has the focus.
    await waitFor(() => expect(heading).toHaveFocus());
  },
};

export const AddTagsRouteEmpty: Story = {
  parameters: { router: { path: '/video-database/add-tags', route: '/video-database/*' } },
  play: async () => {
    const dialog = within(await within(document.body).findByRole('dialog', { name: 'Add tags' }));
    await expect(
      dialog.getByText('No files are selected. Switch to Selection mode and tick the videos to tag.'),
    ).toBeVisible();
  },
};

export const RedirectsToThePlayer: Story = {
  parameters: { router: { path: '/video-database', route: '/video-database/*' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('list', { name: 'Categories' })).toBeVisible();
  },
};

export const UnknownAddress: Story = {
  parameters: {
    router: { path: '/video-database/no-such-page/deeper?primary=science', route: '/video-database/*' },
  },
  play: async ({ canvas }) => {
    // An address that names no page is not found, as in every other area: no redirect to the player.
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(canvas.getByText('/video-database/no-such-page/deeper')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to the landing page' })).toHaveAttribute(
      'href',
      '/landing',
    );
    await expect(canvas.queryByRole('list', { name: 'Categories' })).toBeNull();
  },
};
