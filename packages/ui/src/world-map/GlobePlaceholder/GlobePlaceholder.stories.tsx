import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { GlobeHelpText, GlobePlaceholder } from './GlobePlaceholder';

const meta = {
  title: 'UI/WorldMap/GlobePlaceholder',
  component: GlobePlaceholder,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 960 }}>
        <Story />
        <GlobeHelpText id="globe-help" />
      </div>
    ),
  ],
} satisfies Meta<typeof GlobePlaceholder>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading the globe…')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Zoom in' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Reset view' })).toBeDisabled();
    await expect(canvas.getByText(/^Drag to turn the globe/)).toHaveAttribute('id', 'globe-help');
  },
};
