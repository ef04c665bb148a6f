import { sendDwmEmailReport } from '@portfolio/contracts';
import {
  dwmMockSentEmails,
  mockContract,
  mockContractError,
  resetDwmMocks,
  resetOwnerSession,
} from '@portfolio/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { EnhancedCalendarRoute } from './EnhancedCalendarRoute';

const meta = {
  title: 'Features/Dwm/EnhancedCalendarRoute',
  component: EnhancedCalendarRoute,
  parameters: { layout: 'fullscreen', router: { path: '/dwm/x540t/enhanced-calendar' } },
  // Emailing the events is the owner's (decision 089): signed in unless a story says otherwise.
  beforeEach() {
    resetDwmMocks();
    resetOwnerSession({ signedIn: true });
    return () => resetOwnerSession();
  },
} satisfies Meta<typeof EnhancedCalendarRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('This Page is Under Construction')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Reports' })).toHaveAttribute('aria-current', 'page');
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
