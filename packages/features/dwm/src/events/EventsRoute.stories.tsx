import { getDwmEvents } from '@portfolio/contracts';
import { mockContractError, resetDwmMocks } from '@portfolio/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http } from 'msw';
import { expect, within } from 'storybook/test';
import { EventsRoute } from './EventsRoute';

const meta = {
  title: 'Features/Dwm/EventsRoute',
  component: EventsRoute,
  parameters: { layout: 'fullscreen', router: { path: '/dwm/x540t/events' } },
  args: { timeZone: 'America/Denver' },
  beforeEach() {
    resetDwmMocks();
  },
} satisfies Meta<typeof EventsRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

const rgb = (element: Element, property: 'color' | 'backgroundColor') => getComputedStyle(element)[property];

export const Default: Story = {
  play: async ({ canvas }) => {
    const cards = await canvas.findAllByRole('article');
    await expect(cards).toHaveLength(6);
    const first = within(cards[0]!);
    await expect(first.getByText('Fri, Dec 4 · 6:30 pm')).toBeVisible();
    await expect(rgb(first.getByRole('heading', { level: 2 }), 'color')).toBe('rgb(0, 0, 255)');
    await expect(first.getByText('Ann is vegetarian')).toBeVisible();
    await expect(rgb(first.getByText('tentative'), 'backgroundColor')).toBe('rgb(255, 255, 0)');
    const canceled = within(cards[1]!);
    await expect(rgb(canceled.getByRole('heading', { level: 2 }), 'color')).toBe('rgb(255, 0, 0)');
    // Noon is 12 pm (the spec's "12 am" is a defect).
    await expect(within(cards[5]!).getByText('Fri, Feb 5 · 12:30 pm')).toBeVisible();
    await expect(within(cards[3]!).getByText('Booked on this site')).toBeVisible();
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
