import { getDwmEvents } from '@portfolio/contracts';
import { dwmStoryNow, mockContractError, resetDwmMocks } from '@portfolio/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http } from 'msw';
import { expect, within } from 'storybook/test';
import { expectFitsThePhone, onAPhone, visitorZones } from '../stories/story-viewports';
import { ReportsRoute } from './ReportsRoute';

const meta = {
  title: 'Features/Dwm/ReportsRoute',
  // A page: also pictured and layout-checked at phone width (decision 107).
  tags: ['page'],
  component: ReportsRoute,
  parameters: { layout: 'fullscreen', router: { path: '/dwm/x540t/r7k2q9vz' } },
  args: { now: dwmStoryNow, viewerTimeZone: visitorZones.tokyo },
  beforeEach() {
    resetDwmMocks();
  },
} satisfies Meta<typeof ReportsRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The fixture calendar's report: its months on Denver's clock, the host not counted as a guest. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Dinner Reports' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: /Projects/ })).toHaveAttribute('href', '/landing');
    await expect(canvas.getByRole('link', { name: 'Reports' })).toHaveAttribute('aria-current', 'page');
    await expect((await canvas.findByText('Dinners')).nextElementSibling).toHaveTextContent('6');
    await expect(
      canvas.getByText('Booked on this site', { selector: 'dt' }).nextElementSibling,
    ).toHaveTextContent('1');
    // The Carters' dinner is at 01:30 UTC on 5 December: still December's in Denver, and in UTC too;
    // the January dinner at 00:00 UTC on 9 January is the 8th in Denver.
    await expect(
      canvas.getByRole('img', {
        name: 'Dec 2026: 4 dinners (2 from the calendar, 1 booked on this site, 1 canceled)',
      }),
    ).toBeVisible();
    await expect(canvas.getByRole('img', { name: /^Jan 2027: 1 dinner \(/ })).toBeVisible();
    await expect(canvas.getByRole('img', { name: /^Feb 2027: 1 dinner \(/ })).toBeVisible();
    const guests = canvas.getByRole('table');
    await expect(within(guests).queryByRole('rowheader', { name: 'owner@example.com' })).toBeNull();
    const ann = within(guests).getByRole('rowheader', { name: 'ann.carter@example.com' }).closest('tr')!;
    await expect([...ann.querySelectorAll('td')].map((cell) => cell.textContent)).toEqual([
      '2',
      '1',
      '0',
      '1',
      '0',
    ]);
    await expect(canvas.getByText('Fri, Dec 11, 6:00 pm MST')).toBeVisible();
    await expect(canvas.getByText('Sat, Dec 26, 11:00 am MST')).toBeVisible();
  },
};

export const OnAPhone: Story = {
  ...onAPhone,
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('table');
    await expectFitsThePhone(canvasElement);
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('*/api-calendar/', () => delay('infinite')));
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading the report…');
  },
};

/** A failed read opens /error, as every plain GET does (spec part 1 §8). */
export const FetchFails: Story = {
  beforeEach({ msw }) {
    msw.use(mockContractError(getDwmEvents, 500));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('navigated-away')).toHaveTextContent(
      'Navigated to /error with {"message":"Http failure response for /api-calendar/: 500 Internal Server Error"',
    );
  },
};
