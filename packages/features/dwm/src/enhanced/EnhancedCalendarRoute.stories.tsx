import { sendDwmEmailReport } from '@portfolio/contracts';
import {
  dwmMockSentEmails,
  dwmStoryNow,
  mockContract,
  mockContractError,
  resetDwmMocks,
  resetOwnerSession,
} from '@portfolio/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { expectFitsThePhone, onAPhone, visitorZones } from '../stories/story-viewports';
import { EnhancedCalendarRoute } from './EnhancedCalendarRoute';

const meta = {
  title: 'Features/Dwm/EnhancedCalendarRoute',
  // A page: also pictured and layout-checked at phone width (decision 107).
  tags: ['page'],
  component: EnhancedCalendarRoute,
  parameters: { layout: 'fullscreen', router: { path: '/dwm/x540t/enhanced-calendar' } },
  args: { now: dwmStoryNow, viewerTimeZone: visitorZones.tokyo },
  // Emailing the events is the owner's (decision 089): signed in unless a story says otherwise.
  beforeEach() {
    resetDwmMocks();
    resetOwnerSession({ signedIn: true });
    return () => resetOwnerSession();
  },
} satisfies Meta<typeof EnhancedCalendarRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The month of "now" (25 November, Denver), then December with its dinners on Denver's days. */
export const MonthByMonth: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('table', { name: 'November 2026' })).toBeVisible();
    await expect(canvas.queryByText(/Under Construction/)).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Month' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByText('No dinners in November 2026.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Next month, December 2026' }));
    const december = await canvas.findByRole('table', { name: 'December 2026' });
    // 01:30 UTC on Saturday the 5th is Friday the 4th in Denver: the dinner is on Friday's square.
    const friday = within(december).getByText('4').closest('td')!;
    await expect(within(friday).getByText(/Dinner with the Carter family/)).toBeInTheDocument();
    await expect(canvas.getByText('Fri, Dec 4 · 6:30 pm MST')).toBeVisible();
    await expect(canvas.getByText('Sat, Dec 5, 10:30 am your time')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Next month, January 2027' }));
    await expect(await canvas.findByText('Fri, Jan 8 · 5:00 pm MST')).toBeVisible();
  },
};

export const OnAPhone: Story = {
  ...onAPhone,
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('table', { name: 'November 2026' });
    await expectFitsThePhone(canvasElement);
  },
};

export const EmailTheEvents: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Email Dinner Events' }));
    await expect(
      await canvas.findByText('The upcoming dinner events were emailed to the host.'),
    ).toBeVisible();
    const [html] = dwmMockSentEmails();
    await expect(html).toContain('Upcoming dinner events');
    await expect(html).toContain('Dinner with the Carter family');
    // The host reads the times on the calendar's clock, named.
    await expect(html).toContain('Fri, Dec 4, 6:30 pm MST');
  },
};

/** A visitor presses the button: the server refuses (owner only) and the page says why, plainly. */
export const VisitorIsNotTheOwner: Story = {
  beforeEach() {
    resetOwnerSession();
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Email Dinner Events' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Only the site’s owner can email the dinner events to the host. Sign in on the owner page first.',
    );
    await expect(dwmMockSentEmails()).toEqual([]);
  },
};

export const EmailRefused: Story = {
  beforeEach({ msw }) {
    msw.use(mockContractError(sendDwmEmailReport, 429, 'Rate limit exceeded, retry in 1 minute'));
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Email Dinner Events' }));
    await expect(
      await canvas.findByText(/Http failure response for \/api\/emailReport\/: 429/),
    ).toBeVisible();
  },
};

/** The mail server did not take it: the owner is told, unlike the spec's silence (decision 067). */
export const MailServerDidNotTakeIt: Story = {
  beforeEach({ msw }) {
    msw.use(
      mockContract(sendDwmEmailReport, () => ({
        msg: 'The report could not be sent yet (connect ECONNREFUSED 127.0.0.1:25); it waits on the server and is tried again',
        delivery: 'queued' as const,
        smtpProblem: 'connect ECONNREFUSED 127.0.0.1:25',
      })),
    );
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Email Dinner Events' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'The report could not be sent yet (connect ECONNREFUSED 127.0.0.1:25); it waits on the server and is tried again',
    );
    await expect(canvas.queryByText(/were emailed to the host/)).toBeNull();
  },
};
