import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { DwmToolbar } from '../DwmToolbar';
import { dwmStoryCards, dwmStoryHrefs } from '../storyFixtures/cards';
import { expectFitsThePhone, phoneStory } from '../storyFixtures/phone';
import { EventsPage } from './EventsPage';

const meta = {
  title: 'UI/Dwm/EventsPage',
  // A page: also pictured and layout-checked at phone width (decision 107).
  tags: ['page'],
  component: EventsPage,
  parameters: { layout: 'fullscreen' },
  args: {
    homeHref: '/landing',
    toolbar: <DwmToolbar hrefs={dwmStoryHrefs} current="events" />,
    state: 'ready',
    events: dwmStoryCards,
    zoneNote:
      "Times are Denver time (Mountain Time), the calendar's time zone. Your own time is shown under each dinner.",
  },
} satisfies Meta<typeof EventsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Dinner Calendar Events' })).toBeVisible();
    await expect(canvas.getByText(/Times are Denver time \(Mountain Time\)/)).toBeVisible();
    const cards = canvas.getAllByRole('article');
    await expect(cards).toHaveLength(3);
    await expect(canvas.getByRole('link', { name: /Projects/ })).toHaveAttribute('href', '/landing');
    // The cards share the page's width: three in a row, the last ending where the list ends.
    const list = canvas.getByRole('list', { name: 'Dinner events' }).getBoundingClientRect();
    const tops = new Set(cards.map((card) => Math.round(card.getBoundingClientRect().top)));
    await expect(tops.size).toBe(1);
    await expect(Math.round(cards[2]!.getBoundingClientRect().right)).toBe(Math.round(list.right));
  },
};

/** On a phone: one card per row, as wide as the screen allows, nothing wider than the screen. */
export const OnAPhone: Story = {
  ...phoneStory,
  parameters: { ...phoneStory.parameters, layout: 'fullscreen' },
  play: async ({ canvas, canvasElement }) => {
    const cards = canvas.getAllByRole('article');
    const lefts = new Set(cards.map((card) => Math.round(card.getBoundingClientRect().left)));
    await expect(lefts.size).toBe(1);
    await expectFitsThePhone(canvasElement);
    await expect(canvas.getByText('rosa.maria.diaz-hernandez@example.com')).toBeVisible();
    // A card alone on its row ends under its notes: no band of blank card below them.
    for (const card of cards) {
      const body = card.querySelector('[role="group"]')!;
      const gap = card.getBoundingClientRect().bottom - body.lastElementChild!.getBoundingClientRect().bottom;
      await expect(gap, `blank space under the notes of ${card.getAttribute('aria-label')}`).toBeLessThan(24);
    }
  },
};

export const Loading: Story = {
  args: { state: 'loading', events: [], zoneNote: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list', { name: 'Loading the dinner events' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(canvas.getByText("Times are in the calendar's time zone.")).toBeVisible();
  },
};

export const Empty: Story = {
  args: { events: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No dinner events are on the calendar.')).toBeVisible();
    await expect(canvas.queryByText(/Times are/)).toBeNull();
  },
};

export const Error: Story = {
  args: {
    state: 'error',
    errorMessage: 'Http failure response for /api-calendar/: 500 Internal Server Error',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Http failure response/)).toBeVisible();
  },
};
