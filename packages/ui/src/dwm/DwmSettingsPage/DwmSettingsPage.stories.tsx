import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { expectFitsThePhone, phoneStory } from '../storyFixtures/phone';
import { DwmSettingsPage } from './DwmSettingsPage';

const meta = {
  title: 'UI/Dwm/DwmSettingsPage',
  // A page: also pictured and layout-checked at phone width (decision 107).
  tags: ['page'],
  component: DwmSettingsPage,
  args: {
    homeHref: '/landing',
    signInHref: '/owner',
    audience: 'owner',
    source: {
      description: 'The demo calendar shipped with the site (no address set).',
      lastRead: 'Last read Wed, Nov 25, 5:00 am MST: 13 events.',
    },
    zoneNote: "Starts are Denver time (Mountain Time), the calendar's time zone.",
    slots: [
      { start: '2026-11-27T18:00', minutes: 120 },
      { start: '2026-11-28T18:00', minutes: 90 },
    ],
    onSaveFeed: fn(),
    onSaveSlots: fn(),
  },
} satisfies Meta<typeof DwmSettingsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Owner: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Remove evening 1' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Add an evening' }));
    await userEvent.type(canvas.getByLabelText('Evening 2 starts'), '2026-12-04T19:30');
    await userEvent.click(canvas.getByRole('button', { name: 'Save open evenings' }));
    await expect(args.onSaveSlots).toHaveBeenCalledWith([
      { start: '2026-11-28T18:00', minutes: 90 },
      { start: '2026-12-04T19:30', minutes: 120 },
    ]);
    await userEvent.type(
      canvas.getByRole('textbox', { name: 'Calendar address (iCal)' }),
      'https://calendar.example.com/basic.ics',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Save address' }));
    await expect(args.onSaveFeed).toHaveBeenCalledWith('https://calendar.example.com/basic.ics');
    await userEvent.click(canvas.getByRole('button', { name: 'Use the default calendar' }));
    await expect(args.onSaveFeed).toHaveBeenLastCalledWith(null);
  },
};

/** On a phone an evening's start, its minutes and Remove share one row without spilling over. */
export const OnAPhone: Story = {
  ...phoneStory,
  parameters: { ...phoneStory.parameters, layout: 'fullscreen' },
  play: async ({ canvas, canvasElement }) => {
    await expectFitsThePhone(canvasElement);
    await expect(canvas.getByText(/Starts are Denver time/)).toBeVisible();
  },
};

export const FeedFailing: Story = {
  args: {
    source: {
      description: 'Your calendar at calendar.example.com (set on this page).',
      lastRead: 'Last read Wed, Nov 25, 12:00 pm: it could not be read.',
      problem: 'the feed answered 404 Not Found',
    },
    feedStatus: {
      tone: 'error',
      text: 'Calendar address saved, but it could not be read: the feed answered 404 Not Found',
    },
  },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('Last read Wed, Nov 25, 12:00 pm: it could not be read.')).toBeVisible();
    const alerts = canvas.getAllByRole('alert');
    await expect(alerts.map((alert) => alert.textContent)).toEqual([
      'the feed answered 404 Not Found',
      'Calendar address saved, but it could not be read: the feed answered 404 Not Found',
    ]);
    // The owner can still go back to the default calendar.
    await userEvent.click(canvas.getByRole('button', { name: 'Use the default calendar' }));
    await expect(args.onSaveFeed).toHaveBeenCalledWith(null);
  },
};

export const NoOpenEvenings: Story = {
  args: { slots: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/No open evenings/)).toBeVisible();
  },
};

export const Visitor: Story = {
  args: { audience: 'visitor' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Sign in as the owner' })).toHaveAttribute(
      'href',
      '/owner',
    );
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};
