import { getDwmBookingSetup, getDwmCalendarSource } from '@portfolio/contracts';
import {
  type ContractCallCounter,
  countContractCalls,
  dwmCalendarSourceFixture,
  resetDwmMocks,
  resetOwnerSession,
} from '@portfolio/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { expectFitsThePhone, onAPhone } from '../stories/story-viewports';
import { DwmSettingsRoute } from './DwmSettingsRoute';

const meta = {
  title: 'Features/Dwm/DwmSettingsRoute',
  // A page: also pictured and layout-checked at phone width (decision 107).
  tags: ['page'],
  component: DwmSettingsRoute,
  parameters: { layout: 'fullscreen', router: { path: '/dwm/x540t/settings' } },
  beforeEach() {
    resetDwmMocks();
    resetOwnerSession({ signedIn: true });
  },
} satisfies Meta<typeof DwmSettingsRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The reads the Owner story watches: each save's answer holds what they would read again. */
let settingsReads: { setup: ContractCallCounter; source: ContractCallCounter } | undefined;

export const Owner: Story = {
  beforeEach({ msw }) {
    settingsReads = {
      setup: countContractCalls(getDwmBookingSetup),
      source: countContractCalls(getDwmCalendarSource),
    };
    msw.use(settingsReads.setup.handler, settingsReads.source.handler);
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('The demo calendar shipped with the site (no address set).'),
    ).toBeVisible();
    await expect(await canvas.findByLabelText('Evening 4 starts')).toBeVisible();
    // The owner edits the evenings on the calendar's clock: 6 pm in Denver, whatever the browser's zone.
    await expect(canvas.getByLabelText('Evening 1 starts')).toHaveValue('2026-11-27T18:00');
    await expect(
      canvas.getByText("Starts are Denver time (Mountain Time), the calendar's time zone."),
    ).toBeVisible();
    await expect(canvas.getByText('Last read Wed, Nov 25, 5:00 am MST: 12 events.')).toBeVisible();
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
    // Each save was one request: the setup and the source were read once, when the page opened.
    await expect(settingsReads?.setup.calls()).toHaveLength(1);
    await expect(settingsReads?.source.calls()).toHaveLength(1);
  },
};

/** A new evening typed on Denver's clock is saved as that moment, not the browser's reading of it. */
export const AddAnEveningOnTheCalendarsClock: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Add an evening' }));
    await userEvent.type(canvas.getByLabelText('Evening 5 starts'), '2026-12-11T18:30');
    await userEvent.click(canvas.getByRole('button', { name: 'Save open evenings' }));
    await expect(await canvas.findByText('5 open dinner slots offered')).toBeVisible();
    // Saved, read back and shown again on Denver's clock.
    await expect(await canvas.findByDisplayValue('2026-12-11T18:30')).toBeVisible();
  },
};

export const OnAPhone: Story = {
  ...onAPhone,
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByLabelText('Evening 4 starts');
    await expectFitsThePhone(canvasElement);
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

/** The session ends before a save: the 401 makes the page ask again, and it shows the visitor's view. */
export const SessionEndedBeforeASave: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Remove evening 4' }));
    resetOwnerSession({ signedIn: false });
    await userEvent.click(canvas.getByRole('button', { name: 'Save open evenings' }));
    await expect(await canvas.findByRole('link', { name: 'Sign in as the owner' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Save open evenings' })).toBeNull();
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
