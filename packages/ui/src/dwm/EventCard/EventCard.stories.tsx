import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { theme } from '../../theme';
import { EventCard, type EventCardAttendee } from './EventCard';

const { attendeeStatusColors: status, eventLabelColors: label } = theme;

const accepted = (email: string): EventCardAttendee => ({
  email,
  status: 'accepted',
  color: status.accepted,
});
const tentative = (email: string): EventCardAttendee => ({
  email,
  status: 'tentative',
  color: status.tentative,
});
const declined = (email: string): EventCardAttendee => ({
  email,
  status: 'declined',
  color: status.declined,
});
const waiting = (email: string): EventCardAttendee => ({ email, status: 'awaiting reply' });

const meta = {
  title: 'UI/Dwm/EventCard',
  component: EventCard,
  args: {
    date: 'Fri, Dec 4',
    time: '6:30 pm',
    title: 'Dinner with the Carter family',
    labelColor: label.normal,
    attendees: [
      accepted('owner@example.com'),
      accepted('ann.carter@example.com'),
      tentative('ben.okafor@example.com'),
    ],
    notes: ['Two children, ages 6 and 9', 'Ann is vegetarian'],
  },
} satisfies Meta<typeof EventCard>;

export default meta;
type Story = StoryObj<typeof meta>;

const rgb = (element: Element, property: 'color' | 'backgroundColor') => getComputedStyle(element)[property];

export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    const card = canvasElement.querySelector('article');
    await expect(card?.getBoundingClientRect().width).toBe(400);
    await expect(card?.getBoundingClientRect().height).toBe(400);
    await expect(rgb(canvas.getByRole('heading', { level: 2 }), 'color')).toBe('rgb(0, 0, 255)');
    await expect(rgb(canvas.getAllByText('accepted')[0]!, 'backgroundColor')).toBe('rgb(0, 255, 0)');
    await expect(rgb(canvas.getByText('tentative'), 'backgroundColor')).toBe('rgb(255, 255, 0)');
    await expect(canvas.getByText('Ann is vegetarian')).toBeVisible();
  },
};

export const Canceled: Story = {
  args: {
    date: 'Fri, Dec 11',
    time: '6:00 pm',
    title: 'Canceled: Dinner with Ed Nakamura',
    labelColor: label.canceled,
    attendees: [accepted('owner@example.com'), declined('ed.nakamura@example.com')],
    notes: ['Ed is travelling that week'],
  },
  play: async ({ canvas }) => {
    await expect(rgb(canvas.getByRole('heading', { level: 2 }), 'color')).toBe('rgb(255, 0, 0)');
    await expect(rgb(canvas.getByText('declined'), 'backgroundColor')).toBe('rgb(255, 0, 0)');
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
    await expect(rgb(canvas.getByText('accepted'), 'backgroundColor')).toBe('rgb(0, 255, 0)');
    await expect(rgb(canvas.getByText('declined'), 'backgroundColor')).toBe('rgb(255, 0, 0)');
    await expect(rgb(canvas.getByText('tentative'), 'backgroundColor')).toBe('rgb(255, 255, 0)');
    // Any other answer has no status colour: the card's quiet surface, as the rest of the card.
    await expect(rgb(canvas.getByText('awaiting reply'), 'backgroundColor')).toBe('rgb(239, 237, 232)');
    // A summary without 'Canceled' is labelled blue.
    await expect(rgb(canvas.getByRole('heading', { level: 2 }), 'color')).toBe('rgb(0, 0, 255)');
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
    time: '12:00 pm',
    origin: 'Booked on this site',
    attendees: [accepted('rosa@example.com')],
    notes: ['No pork, please', 'We are two adults'],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Dinner with Rosa Diaz' })).toBeVisible();
    await expect(canvas.getByText('Booked on this site')).toBeVisible();
    await expect(canvas.getByText('Sat, Dec 26 · 12:00 pm')).toBeVisible();
    await expect(canvas.getByText('rosa@example.com')).toBeVisible();
    await expect(canvas.getByText('We are two adults')).toBeVisible();
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
