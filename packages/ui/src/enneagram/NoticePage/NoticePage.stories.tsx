import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { mockLinkNavigation } from '../../navigation/storyNavigation';
import { NoticePage } from './NoticePage';

const navigation = mockLinkNavigation();

const meta = {
  title: 'UI/Enneagram/NoticePage',
  // A page: also pictured and layout-checked at phone width (decision 107).
  tags: ['page'],
  component: NoticePage,
  parameters: { layout: 'fullscreen' },
  decorators: [navigation.decorator],
  beforeEach: navigation.reset,
  args: {
    heading: 'Comparison Chart',
    message: 'No tests are chosen for comparison yet.',
    link: { href: '/enneagram/comparator', label: 'Choose tests in the Comparison Tool' },
  },
} satisfies Meta<typeof NoticePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithWayOn: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Comparison Chart' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('No tests are chosen for comparison yet.');
    await userEvent.click(canvas.getByRole('link', { name: 'Choose tests in the Comparison Tool' }));
    await expect(navigation.navigate).toHaveBeenCalledWith('/enneagram/comparator');
  },
};

export const ErrorTone: Story = {
  args: { heading: 'Test Results', message: 'Programming Error', tone: 'error', link: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Programming Error');
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};
