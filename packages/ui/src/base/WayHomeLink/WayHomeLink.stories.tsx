import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { mockLinkNavigation } from '../../navigation/storyNavigation';
import { WayHomeLink } from './WayHomeLink';

const navigation = mockLinkNavigation();

const meta = {
  title: 'UI/Base/WayHomeLink',
  component: WayHomeLink,
  args: { href: '/landing' },
  decorators: [navigation.decorator],
  beforeEach: navigation.reset,
} satisfies Meta<typeof WayHomeLink>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    // The arrow is decoration: the link is read as "Projects".
    await userEvent.click(canvas.getByRole('link', { name: 'Projects' }));
    await expect(navigation.navigate).toHaveBeenCalledWith('/landing');
  },
};

export const Playground: Story = {
  args: { tone: 'plain' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Projects' })).toHaveAttribute('href', '/landing');
  },
};

export const OnAccentBar: Story = {
  args: { tone: 'onAccent' },
  decorators: [
    (Story) => (
      <div style={{ background: '#1f5f8b', padding: 8 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    // Light text on the area bar's accent colour.
    await expect(getComputedStyle(canvas.getByRole('link', { name: 'Projects' })).color).toBe(
      'rgb(255, 255, 255)',
    );
  },
};
