import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { mockLinkNavigation } from '../../navigation/storyNavigation';
import { MidiLayout } from './MidiLayout';

const navigation = mockLinkNavigation();

const meta = {
  title: 'UI/Midi/MidiLayout',
  component: MidiLayout,
  parameters: { layout: 'fullscreen' },
  args: {
    homeHref: '/midi/landing/piano',
    crumbs: [
      { label: 'Projects', href: '/landing' },
      { label: 'Piano', href: '/midi/landing/piano' },
      { label: 'Johann Sebastian Bach' },
    ],
    children: <p>Page content</p>,
  },
  decorators: [navigation.decorator],
  beforeEach: navigation.reset,
} satisfies Meta<typeof MidiLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithTrail: Story = {
  play: async ({ canvas }) => {
    const trail = canvas.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(within(trail).getByText('Johann Sebastian Bach')).toHaveAttribute('aria-current', 'page');
    await userEvent.click(within(trail).getByRole('link', { name: 'Piano' }));
    await expect(navigation.navigate).toHaveBeenCalledWith('/midi/landing/piano');
    await userEvent.click(canvas.getByRole('link', { name: 'Sheet Music' }));
    await expect(navigation.navigate).toHaveBeenLastCalledWith('/midi/landing/piano');
    await expect(canvas.getByRole('main')).toHaveTextContent('Page content');
  },
};
