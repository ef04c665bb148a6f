import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { LoadingIndicator } from './LoadingIndicator';

const meta = {
  title: 'UI/Base/LoadingIndicator',
  component: LoadingIndicator,
  args: { label: 'Loading the page' },
} satisfies Meta<typeof LoadingIndicator>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading the page…');
  },
};

/** Try the label in the controls. */
export const Playground: Story = {
  args: { label: 'Loading the albums' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading the albums…');
  },
};
