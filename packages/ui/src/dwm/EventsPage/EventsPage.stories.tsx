import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { DwmToolbar } from '../DwmToolbar';
import { dwmStoryCards, dwmStoryHrefs } from '../storyFixtures/cards';
import { EventsPage } from './EventsPage';

const meta = {
  title: 'UI/Dwm/EventsPage',
  component: EventsPage,
  args: {
    homeHref: '/landing',
    toolbar: <DwmToolbar hrefs={dwmStoryHrefs} current="events" />,
    state: 'ready',
    events: dwmStoryCards,
  },
} satisfies Meta<typeof EventsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Dinner Calendar Events' })).toBeVisible();
    await expect(canvas.getAllByRole('article')).toHaveLength(3);
    await expect(canvas.getByRole('link', { name: /Projects/ })).toHaveAttribute('href', '/landing');
  },
};

export const Loading: Story = {
  args: { state: 'loading', events: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list', { name: 'Loading the dinner events' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const Empty: Story = {
  args: { events: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No dinner events are on the calendar.')).toBeVisible();
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
