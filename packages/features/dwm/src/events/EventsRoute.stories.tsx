import { getDwmCalendarZone, getDwmEvents } from '@portfolio/contracts';
import { dwmStoryNow, mockContractError, resetDwmMocks } from '@portfolio/mocks';
import { theme } from '@portfolio/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http } from 'msw';
import { expect, within } from 'storybook/test';
import { expectFitsThePhone, onAPhone, visitorZones } from '../stories/story-viewports';
import { EventsRoute } from './EventsRoute';

const meta = {
  title: 'Features/Dwm/EventsRoute',
  // A page: also pictured and layout-checked at phone width (decision 107).
  tags: ['page'],
  component: EventsRoute,
  parameters: { layout: 'fullscreen', router: { path: '/dwm/x540t/events' } },
  // A visitor far from the calendar: Tokyo is 16 hours ahead of Denver, a day later at dinner time.
  args: { viewerTimeZone: visitorZones.tokyo, now: dwmStoryNow },
  beforeEach() {
    resetDwmMocks();
  },
} satisfies Meta<typeof EventsRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

const colorOf = (element: Element) => getComputedStyle(element).color;
const hexToRgb = (hex: string) => {
  const value = Number.parseInt(hex.slice(1), 16);
  return `rgb(${value >> 16}, ${(value >> 8) & 255}, ${value & 255})`;
};

/** In Tokyo: every time in Denver's, named, and the visitor's own beside it. */
export const VisitorFarAway: Story = {
  play: async ({ canvas }) => {
    const cards = await canvas.findAllByRole('article');
    await expect(cards).toHaveLength(6);
    await expect(
      canvas.getByText(
        "Times are Denver time (Mountain Time), the calendar's time zone. Your own time is shown under each dinner.",
      ),
    ).toBeVisible();
    const first = within(cards[0]!);
    // 01:30 UTC on Saturday: Friday evening in Denver, Saturday morning in Tokyo.
    await expect(first.getByText('Fri, Dec 4 · 6:30 pm MST')).toBeVisible();
    await expect(first.getByText('Sat, Dec 5, 10:30 am your time')).toBeVisible();
    await expect(colorOf(first.getByRole('heading', { level: 2 }))).toBe(
      hexToRgb(theme.eventLabelColors.normal),
    );
    await expect(first.getByText('Ann is vegetarian')).toBeVisible();
    const canceled = within(cards[1]!);
    await expect(colorOf(canceled.getByRole('heading', { level: 2 }))).toBe(
      hexToRgb(theme.eventLabelColors.canceled),
    );
    // Noon is 12 pm (the spec's "12 am" is a defect).
    await expect(within(cards[5]!).getByText('Fri, Feb 5 · 12:30 pm MST')).toBeVisible();
    await expect(within(cards[3]!).getByText('Booked on this site')).toBeVisible();
  },
};

/** In Denver, the calendar's own zone: one clock, named, and no second time. */
export const VisitorInTheCalendarsZone: Story = {
  args: { viewerTimeZone: visitorZones.denver },
  play: async ({ canvas }) => {
    const cards = await canvas.findAllByRole('article');
    await expect(within(cards[0]!).getByText('Fri, Dec 4 · 6:30 pm MST')).toBeVisible();
    await expect(canvas.queryByText(/your time/)).toBeNull();
    await expect(
      canvas.getByText("Times are Denver time (Mountain Time), the calendar's time zone."),
    ).toBeVisible();
  },
};

/** A calendar kept in UTC: its times are named UTC, and a Denver visitor gets theirs beside them. */
export const CalendarInUtc: Story = {
  args: { viewerTimeZone: visitorZones.denver },
  beforeEach() {
    resetDwmMocks({ timeZone: 'UTC' });
  },
  play: async ({ canvas }) => {
    const cards = await canvas.findAllByRole('article');
    await expect(within(cards[0]!).getByText('Sat, Dec 5 · 1:30 am UTC')).toBeVisible();
    await expect(within(cards[0]!).getByText('Fri, Dec 4, 6:30 pm your time')).toBeVisible();
  },
};

export const OnAPhone: Story = {
  ...onAPhone,
  play: async ({ canvas, canvasElement }) => {
    const cards = await canvas.findAllByRole('article');
    await expect(cards).toHaveLength(6);
    await expectFitsThePhone(canvasElement);
    await expect(within(cards[2]!).getByText('jo.petrov@example.net')).toBeVisible();
  },
};

export const Empty: Story = {
  beforeEach() {
    resetDwmMocks({ events: [] });
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No dinner events are on the calendar.')).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('*/api-calendar/', () => delay('infinite')));
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Dinner Calendar Events' })).toBeVisible();
    await expect(canvas.getByRole('list', { name: 'Loading the dinner events' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(canvas.queryByRole('article')).toBeNull();
  },
};

/** A failed read opens /error, as every plain GET does (spec part 1 §8). */
export const FetchFails: Story = {
  beforeEach({ msw }) {
    msw.use(mockContractError(getDwmEvents, 500));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('navigated-away')).toHaveTextContent(
      'Navigated to /error with {"message":"Http failure response for /api-calendar/: 500 Internal Server Error","status":500',
    );
  },
};

/** The calendar's zone is part of the page's data: without it the page opens /error too. */
export const ZoneFetchFails: Story = {
  beforeEach({ msw }) {
    msw.use(mockContractError(getDwmCalendarZone, 503));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('navigated-away')).toHaveTextContent(
      'Navigated to /error with {"message":"Http failure response for /api-dwm/calendar-zone: 503 Service Unavailable","status":503',
    );
  },
};
