import { sendDwmEmail } from '@portfolio/contracts';
import {
  dwmMockSentEmails,
  dwmStoryNow,
  mockContract,
  mockContractError,
  resetDwmMocks,
} from '@portfolio/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { EnhancedCalendarRoute } from './EnhancedCalendarRoute';

const meta = {
  title: 'Features/Dwm/EnhancedCalendarRoute',
  component: EnhancedCalendarRoute,
  parameters: { layout: 'fullscreen', router: { path: '/dwm/x540t/enhanced-calendar' } },
  args: { now: dwmStoryNow },
  beforeEach() {
    resetDwmMocks();
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
      await canvas.findByText('The upcoming dinner events were emailed to the host (6 events).'),
    ).toBeVisible();
    const [html] = dwmMockSentEmails();
    await expect(html).toContain('Upcoming dinner events');
    await expect(html).toContain('Dinner with the Carter family');
  },
};

export const EmailRefused: Story = {
  beforeEach({ msw }) {
    msw.use(mockContractError(sendDwmEmail, 429, 'Rate limit exceeded, retry in 1 minute'));
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Email Dinner Events' }));
    await expect(await canvas.findByText(/Http failure response for \/api-email\/: 429/)).toBeVisible();
  },
};

/** The mail server did not take it: the owner is told, unlike the spec's silence (decision 067). */
export const MailServerDidNotTakeIt: Story = {
  beforeEach({ msw }) {
    msw.use(
      mockContract(sendDwmEmail, () => ({
        msg: 'The email could not be sent (connect ECONNREFUSED 127.0.0.1:25); it is kept in the outbox on the server',
        delivery: 'outbox' as const,
        smtpProblem: 'connect ECONNREFUSED 127.0.0.1:25',
      })),
    );
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Email Dinner Events' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'The email could not be sent (connect ECONNREFUSED 127.0.0.1:25); it is kept in the outbox on the server',
    );
    await expect(canvas.queryByText(/were emailed to the host/)).toBeNull();
  },
};
