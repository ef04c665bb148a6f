import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { OwnerOnlyNotice } from './OwnerOnlyNotice';

const meta = {
  title: 'UI/References/OwnerOnlyNotice',
  component: OwnerOnlyNotice,
  args: { action: 'export or import backups', signInHref: '/owner' },
} satisfies Meta<typeof OwnerOnlyNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotSignedIn: Story = {
  play: async ({ canvas }) => {
    const note = canvas.getByRole('note', { name: 'Owner only' });
    await expect(note).toHaveTextContent('You are not signed in as the owner.');
    await expect(note).toHaveTextContent("Only the site's owner can export or import backups.");
    await expect(within(note).getByRole('link', { name: 'Sign in as the owner' })).toHaveAttribute(
      'href',
      '/owner',
    );
  },
};
