import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { VisuallyHidden } from './VisuallyHidden';

const meta = {
  title: 'UI/Base/VisuallyHidden',
  component: VisuallyHidden,
  args: { children: '(opens in a new tab)' },
} satisfies Meta<typeof VisuallyHidden>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: (args) => (
    <button type="button">
      Music <VisuallyHidden {...args} />
    </button>
  ),
  play: async ({ canvas }) => {
    // Screen readers hear the hint as part of the name; sighted users see only "Music".
    const button = canvas.getByRole('button', { name: 'Music (opens in a new tab)' });
    const hint = canvas.getByText('(opens in a new tab)');
    await expect(button).toBeVisible();
    await expect(hint.getBoundingClientRect().width).toBeLessThanOrEqual(1);
  },
};

/** Try the hidden text in the controls: it is read out, and takes no room on the screen. */
export const Playground: Story = {
  args: { children: 'Skip to the results' },
  render: (args) => (
    <p>
      Results <VisuallyHidden {...args} />
    </p>
  ),
  play: async ({ canvas }) => {
    const hint = canvas.getByText('Skip to the results');
    await expect(hint.getBoundingClientRect().width).toBeLessThanOrEqual(1);
    await expect(canvas.getByText(/Results/)).toBeVisible();
  },
};
