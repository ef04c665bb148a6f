import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { WeeklyTallyChart } from '../WeeklyTallyChart';
import { DeepWorkPage } from './DeepWorkPage';

const meta = {
  title: 'UI/DeepWork/DeepWorkPage',
  component: DeepWorkPage,
  parameters: { layout: 'fullscreen' },
  args: {
    homeHref: '/landing',
    signInHref: '/owner',
    audience: 'owner',
    chart: (
      <WeeklyTallyChart
        today="2026-03-10"
        days={[5100, 3000, 0, 0, 0, 0, 0].map((seconds, index) => ({
          day: `2026-03-${String(9 + index).padStart(2, '0')}`,
          seconds,
        }))}
      />
    ),
  },
} satisfies Meta<typeof DeepWorkPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Owner: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Deep Work' })).toBeVisible();
    await expect(within(canvas.getByRole('navigation', { name: 'Site' })).getByRole('link')).toHaveAttribute(
      'href',
      '/landing',
    );
    await expect(canvas.queryByRole('status', { name: 'Demo week' })).toBeNull();
  },
};

export const Visitor: Story = {
  args: { audience: 'visitor' },
  play: async ({ canvas }) => {
    const notice = canvas.getByRole('status', { name: 'Demo week' });
    await expect(notice).toHaveTextContent('This is a demo week, read only.');
    await expect(within(notice).getByRole('link', { name: 'Sign in as the owner' })).toHaveAttribute(
      'href',
      '/owner',
    );
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading the week…')).toHaveAttribute('aria-busy', 'true');
  },
};
