import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { DwmToolbar } from '../DwmToolbar';
import { MonthCalendar, MonthCalendarPlaceholder } from '../MonthCalendar';
import { dwmStoryHrefs } from '../storyFixtures/cards';
import { decemberAgenda, decemberWeeks } from '../storyFixtures/month';
import { expectFitsThePhone, phoneStory } from '../storyFixtures/phone';
import { EnhancedCalendarPage } from './EnhancedCalendarPage';

const december = (
  <MonthCalendar
    title="December 2026"
    weeks={decemberWeeks}
    agenda={decemberAgenda}
    previousTitle="November 2026"
    nextTitle="January 2027"
    onPrevious={() => undefined}
    onNext={() => undefined}
  />
);

const meta = {
  title: 'UI/Dwm/EnhancedCalendarPage',
  // A page: also pictured and layout-checked at phone width (decision 107).
  tags: ['page'],
  component: EnhancedCalendarPage,
  parameters: { layout: 'fullscreen' },
  args: {
    homeHref: '/landing',
    toolbar: <DwmToolbar hrefs={dwmStoryHrefs} current="enhanced-calendar" />,
    calendar: december,
    zoneNote:
      "Times are Denver time (Mountain Time), the calendar's time zone. Your own time is shown in the list under the month.",
    onEmailEvents: fn(),
  },
} satisfies Meta<typeof EnhancedCalendarPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Enhanced Calendar' })).toBeVisible();
    await expect(canvas.queryByText(/Under Construction/)).toBeNull();
    await expect(canvas.getByRole('table', { name: 'December 2026' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Month' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(canvas.getByRole('button', { name: 'Email Dinner Events' }));
    await expect(args.onEmailEvents).toHaveBeenCalledOnce();
  },
};

export const Loading: Story = {
  args: { calendar: <MonthCalendarPlaceholder />, zoneNote: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading the dinners…');
    await expect(canvas.getByText("Times are in the calendar's time zone.")).toBeVisible();
  },
};

export const OnAPhone: Story = {
  ...phoneStory,
  parameters: { ...phoneStory.parameters, layout: 'fullscreen' },
  play: async ({ canvas, canvasElement }) => {
    await expectFitsThePhone(canvasElement);
    await expect(canvas.getByRole('table', { name: 'December 2026' })).toBeVisible();
  },
};

export const Sending: Story = {
  args: { sending: true },
  play: async ({ args, canvas }) => {
    const email = canvas.getByRole('button', { name: 'Email Dinner Events' });
    await expect(email).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(email);
    await expect(email).toHaveFocus();
    await expect(args.onEmailEvents).not.toHaveBeenCalled();
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
