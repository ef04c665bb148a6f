import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { DwmToolbar } from '../DwmToolbar';
import { dwmStoryHrefs } from '../storyFixtures/cards';
import { EnhancedCalendarPage } from './EnhancedCalendarPage';

const meta = {
  title: 'UI/Dwm/EnhancedCalendarPage',
  component: EnhancedCalendarPage,
  args: {
    homeHref: '/landing',
    toolbar: <DwmToolbar hrefs={dwmStoryHrefs} current="enhanced-calendar" />,
    onEmailEvents: fn(),
  },
} satisfies Meta<typeof EnhancedCalendarPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('This Page is Under Construction')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Email Dinner Events' }));
    await expect(args.onEmailEvents).toHaveBeenCalledOnce();
  },
};

export const Sending: Story = {
  args: { sending: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Email Dinner Events' })).toBeDisabled();
  },
};

export const Sent: Story = {
  args: { status: { tone: 'success', text: 'The dinner events were emailed to the host (6 events).' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'The dinner events were emailed to the host (6 events).',
    );
    await expect(canvas.getByRole('button', { name: 'Email Dinner Events' })).toBeEnabled();
  },
};

export const Failed: Story = {
  args: { status: { tone: 'error', text: 'Http failure response for /api-email/: 429 Too Many Requests' } },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Http failure response for /api-email/: 429 Too Many Requests',
    );
    // The owner may try again.
    await userEvent.click(canvas.getByRole('button', { name: 'Email Dinner Events' }));
    await expect(args.onEmailEvents).toHaveBeenCalledOnce();
  },
};
