import { sendDwmEmail } from '@portfolio/contracts';
import { dwmMockSentEmails, dwmStoryNow, mockContractError, resetDwmMocks } from '@portfolio/mocks';
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
