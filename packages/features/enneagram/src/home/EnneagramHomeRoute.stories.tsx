import { getEnneagramReference } from '@portfolio/contracts';
import { enneagramReference, mockContractError } from '@portfolio/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { storeUserName } from '../storage';
import { resetEnneagramBrowserState } from '../storage/reset-for-stories';
import { EnneagramHomeRoute } from './EnneagramHomeRoute';

const meta = {
  title: 'Features/Enneagram/EnneagramHomeRoute',
  // A page: also pictured and layout-checked at phone width (decision 107).
  tags: ['page'],
  component: EnneagramHomeRoute,
  parameters: { router: { path: '/enneagram/enneagram-home' }, layout: 'fullscreen' },
  beforeEach() {
    resetEnneagramBrowserState();
  },
} satisfies Meta<typeof EnneagramHomeRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

const firstSection = enneagramReference.pages.home[0];

export const LoggedOff: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Enneagram Personality Test' }),
    ).toBeVisible();
    await expect(canvas.getByText('logged off')).toBeVisible();
    if (firstSection) {
      await expect(canvas.getByRole('heading', { level: 2, name: firstSection.heading })).toBeVisible();
    }
    await expect(canvas.getByTitle(enneagramReference.homeVideo.title)).toHaveAttribute(
      'src',
      enneagramReference.homeVideo.src,
    );
  },
};

/** Before it plays, the video shows a still of the figure it draws, not a black box. */
export const VideoPoster: Story = {
  play: async ({ canvas }) => {
    const video = await canvas.findByTitle(enneagramReference.homeVideo.title);
    const poster = video.getAttribute('poster') ?? '';
    await expect(poster).toMatch(/\.png$/);
    const still = new Image();
    still.src = poster;
    await still.decode();
    await expect(still.naturalWidth).toBeGreaterThan(300);
  },
};

export const LoggedIn: Story = {
  beforeEach() {
    resetEnneagramBrowserState({ userName: 'marisol.v' });
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('marisol.v')).toBeVisible();
    await expect(canvas.queryByText('logged off')).toBeNull();
  },
};

/** Logging in or off in another tab (or under the menus) shows at once. */
export const LoginStateFollowsStorage: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('logged off')).toBeVisible();
    storeUserName('tobias_k');
    await expect(await canvas.findByText('tobias_k')).toBeVisible();
  },
};

export const ReferenceFails: Story = {
  beforeEach({ msw }) {
    msw.use(mockContractError(getEnneagramReference, 500));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('navigated-away')).toHaveTextContent('Navigated to /error');
  },
};
