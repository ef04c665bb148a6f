import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ZoneNote } from './ZoneNote';

const meta = {
  title: 'UI/Dwm/ZoneNote',
  component: ZoneNote,
  args: { children: "Times are Denver time (Mountain Time), the calendar's time zone." },
} satisfies Meta<typeof ZoneNote>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SameZone: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText("Times are Denver time (Mountain Time), the calendar's time zone."),
    ).toBeVisible();
  },
};

export const VisitorElsewhere: Story = {
  args: {
    children:
      "Times are Denver time (Mountain Time), the calendar's time zone. Your own time is shown under each dinner.",
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Your own time is shown under each dinner\./)).toBeVisible();
  },
};
