import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { theme } from '../../theme';
import { phoneStory } from '../storyFixtures/phone';
import { EventCard, type EventCardAttendee } from './EventCard';

const accepted = (email: string): EventCardAttendee => ({ email, status: 'accepted', tone: 'accepted' });
const tentative = (email: string): EventCardAttendee => ({ email, status: 'tentative', tone: 'tentative' });
const declined = (email: string): EventCardAttendee => ({ email, status: 'declined', tone: 'declined' });
const waiting = (email: string): EventCardAttendee => ({ email, status: 'awaiting reply' });

const meta = {
  title: 'UI/Dwm/EventCard',
  component: EventCard,
  args: {
    date: 'Fri, Dec 4',
    time: '6:30 pm MST',
    title: 'Dinner with the Carter family',
    labelTone: 'normal',
    attendees: [
      accepted('owner@example.com'),
      accepted('ann.carter@example.com'),
      tentative('ben.okafor@example.com'),
    ],
    notes: ['Two children, ages 6 and 9', 'Ann is vegetarian'],
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 400 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof EventCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A colour as the browser computes it, for comparing with the theme's hex values. */
function rgbOf(hex: string): string {
  const value = Number.parseInt(hex.slice(1), 16);
  return `rgb(${value >> 16}, ${(value >> 8) & 255}, ${value & 255})`;
}

const style = (element: Element) => getComputedStyle(element);
const { attendeeStatusColors: status, eventLabelColors: label } = theme;

/** The card as a visitor in the calendar's own zone sees it: one clock, named. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    const card = canvasElement.querySelector('article');
    await expect(card?.getBoundingClientRect().width).toBe(400);
    // As tall as its content, at most 400 px (spec §9): it ends under its notes.
    await expect(card?.getBoundingClientRect().height).toBeLessThan(400);
    await expect(canvas.getByText('Fri, Dec 4 · 6:30 pm MST')).toBeVisible();
    await expect(canvas.queryByText(/your time/)).toBeNull();
    // The site's accent blue and its tinted chips, not pure blue, lime and yellow.
    await expect(style(canvas.getByRole('heading', { level: 2 })).color).toBe(rgbOf(label.normal));
    const chip = canvas.getAllByText('accepted')[0]!;
    await expect(style(chip).backgroundColor).toBe(rgbOf(status.accepted.surface));
    await expect(style(chip).color).toBe(rgbOf(status.accepted.text));
    await expect(style(canvas.getByText('tentative')).backgroundColor).toBe(rgbOf(status.tentative.surface));
    await expect(canvas.getByText('Ann is vegetarian')).toBeVisible();
  },
};

/** A visitor whose clock differs (here in Tokyo) sees their own time under the calendar's. */
export const VisitorInAnotherZone: Story = {
  args: { viewerTime: 'Sat, Dec 5, 10:30 am your time' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Fri, Dec 4 · 6:30 pm MST')).toBeVisible();
    await expect(canvas.getByText('Sat, Dec 5, 10:30 am your time')).toBeVisible();
  },
};

export const Canceled: Story = {
  args: {
    date: 'Fri, Dec 11',
    time: '6:00 pm MST',
    title: 'Canceled: Dinner with Ed Nakamura',
    labelTone: 'canceled',
    attendees: [accepted('owner@example.com'), declined('ed.nakamura@example.com')],
    notes: ['Ed is travelling that week'],
  },
  play: async ({ canvas }) => {
    await expect(style(canvas.getByRole('heading', { level: 2 })).color).toBe(rgbOf(label.canceled));
    await expect(style(canvas.getByText('declined')).backgroundColor).toBe(rgbOf(status.declined.surface));
  },
};

export const EveryStatus: Story = {
  args: {
    title: 'Christmas week dinner',
    date: 'Fri, Dec 18',
    attendees: [
      accepted('hal.jensen@example.org'),
      declined('ivy.mensah@example.com'),
      tentative('jo.petrov@example.net'),
      waiting('kai.silva@example.com'),
    ],
    notes: ['Hal brings rolls', 'Ivy sends her regrets', 'Jo will confirm by Tuesday'],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(7);
    await expect(style(canvas.getByText('accepted')).color).toBe(rgbOf(status.accepted.text));
    await expect(style(canvas.getByText('declined')).color).toBe(rgbOf(status.declined.text));
    await expect(style(canvas.getByText('tentative')).color).toBe(rgbOf(status.tentative.text));
    // Any other answer has no status colour: the card's quiet surface, as the rest of the card.
    await expect(style(canvas.getByText('awaiting reply')).backgroundColor).toBe(
      rgbOf(theme.colors.surfaceMuted),
    );
  },
};

export const NoNotesNoGuests: Story = {
  args: { title: 'Dinner with Kai Silva', attendees: [], notes: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No guests listed.')).toBeVisible();
    await expect(canvas.getByText('No notes.')).toBeVisible();
  },
};

export const BookedOnTheSite: Story = {
  args: {
    title: 'Dinner with Rosa Diaz',
    date: 'Sat, Dec 26',
    time: '12:00 pm MST',
    origin: 'Booked on this site',
    attendees: [accepted('rosa@example.com')],
    notes: ['No pork, please', 'We are two adults'],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Dinner with Rosa Diaz' })).toBeVisible();
    await expect(canvas.getByText('Booked on this site')).toBeVisible();
    await expect(canvas.getByText('Sat, Dec 26 · 12:00 pm MST')).toBeVisible();
    await expect(canvas.getByText('rosa@example.com')).toBeVisible();
    await expect(canvas.getByText('We are two adults')).toBeVisible();
  },
};

/** On a phone a long address breaks over two lines instead of being cut off, its chip beside or under it. */
export const LongAddressOnAPhone: Story = {
  ...phoneStory,
  args: {
    attendees: [
      accepted('margarethe.vandenberghe-oyelaran@example.org'),
      tentative('christopher.abernathy-featherstonehaugh@example.com'),
    ],
    viewerTime: 'Sat, Dec 5, 10:30 am your time',
  },
  play: async ({ canvas }) => {
    for (const email of [
      'margarethe.vandenberghe-oyelaran@example.org',
      'christopher.abernathy-featherstonehaugh@example.com',
    ]) {
      const text = canvas.getByText(email);
      // Nothing is hidden: the text fits its box, and the box fits the card.
      await expect(text.scrollWidth).toBeLessThanOrEqual(text.clientWidth);
      await expect(style(text).textOverflow).not.toBe('ellipsis');
      const card = text.closest('article')!.getBoundingClientRect();
      await expect(text.getBoundingClientRect().right).toBeLessThanOrEqual(card.right);
    }
  },
};

export const LongContentScrollsInside: Story = {
  args: {
    title: 'A long dinner with a great many guests who all answered differently',
    attendees: Array.from({ length: 12 }, (_, index) =>
      [accepted, tentative, declined, waiting][index % 4]!(`guest.number.${index + 1}@example.com`),
    ),
    notes: Array.from({ length: 8 }, (_, index) => `Note line ${index + 1}: bring something to share`),
  },
  play: async ({ canvasElement, canvas }) => {
    await expect(canvasElement.querySelector('article')?.getBoundingClientRect().height).toBe(400);
    await expect(canvas.getByRole('group', { name: /Guests and notes/ })).toHaveAttribute('tabindex', '0');
  },
};

export const Playground: Story = {};
