import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { expectFitsThePhone, phoneStory } from '../storyFixtures/phone';
import { LoadingRoom } from './LoadingRoom';

const meta = {
  title: 'UI/Dwm/LoadingRoom',
  component: LoadingRoom,
  args: { children: 'Loading the dinners…', height: 300, phoneHeight: 200 },
} satisfies Meta<typeof LoadingRoom>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const room = canvas.getByRole('status');
    await expect(room).toHaveAttribute('aria-busy', 'true');
    await expect(room.getBoundingClientRect().height).toBe(300);
  },
};

export const OnAPhone: Story = {
  ...phoneStory,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('status').getBoundingClientRect().height).toBe(200);
    await expectFitsThePhone(canvasElement);
  },
};
