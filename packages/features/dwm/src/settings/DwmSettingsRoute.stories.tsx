import { dwmCalendarSourceFixture, resetDwmMocks, resetOwnerSession } from '@portfolio/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { DwmSettingsRoute } from './DwmSettingsRoute';

const meta = {
  title: 'Features/Dwm/DwmSettingsRoute',
  component: DwmSettingsRoute,
  parameters: { layout: 'fullscreen', router: { path: '/dwm/x540t/settings' } },
  beforeEach() {
    resetDwmMocks();
    resetOwnerSession({ signedIn: true });
  },
} satisfies Meta<typeof DwmSettingsRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Owner: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('The demo calendar shipped with the site (no address set).'),
    ).toBeVisible();
    await expect(await canvas.findByLabelText('Evening 4 starts')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove evening 4' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save open evenings' }));
    await expect(await canvas.findByText('3 open dinner slots offered')).toBeVisible();
    await userEvent.type(
      canvas.getByRole('textbox', { name: 'Calendar address (iCal)' }),
      'https://calendar.example.com/basic.ics',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Save address' }));
    await expect(await canvas.findByText('Calendar address saved')).toBeVisible();
    await expect(
      await canvas.findByText(/Your calendar at calendar\.example\.com \(set on this page\)/),
    ).toBeVisible();
  },
};

export const FeedFailing: Story = {
  beforeEach() {
    resetDwmMocks({
      source: {
        ...dwmCalendarSourceFixture,
        kind: 'ics-url',
        setBy: 'environment',
        host: 'calendar.example.com',
        lastRead: {
          at: '2026-11-25T12:00:00.000Z',
          ok: false,
          events: 0,
          problem: 'the feed answered 404 Not Found',
        },
      },
    });
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('the feed answered 404 Not Found')).toBeVisible();
  },
};

export const Visitor: Story = {
  beforeEach() {
    resetOwnerSession({ signedIn: false });
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'Sign in as the owner' })).toBeVisible();
  },
};
