import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { OverlayButton } from './OverlayButton';

const meta = {
  title: 'UI/Base/OverlayButton',
  component: OverlayButton,
  args: { children: 'Close', onClick: fn() },
  decorators: [
    (Story) => (
      <div
        style={{
          display: 'flex',
          gap: 16,
          padding: 24,
          background: 'linear-gradient(135deg, #3d5a40, #1a2330)',
        }}
      >
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof OverlayButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The photo viewer's buttons over a dark picture: one of them unavailable at the album's end. */
export const Default: Story = {
  render: (args) => (
    <>
      <OverlayButton aria-label="Previous picture" disabled>
        ‹
      </OverlayButton>
      <OverlayButton {...args} />
      <OverlayButton aria-label="Next picture">›</OverlayButton>
    </>
  ),
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Previous picture' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Close' }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

/** Try the text and the disabled state in the controls. */
export const Playground: Story = {
  args: { children: 'Switch to violin' },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Switch to violin' }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};
