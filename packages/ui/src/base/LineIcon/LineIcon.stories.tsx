import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { LineIcon } from './LineIcon';

const meta = {
  title: 'UI/Base/LineIcon',
  component: LineIcon,
  args: { children: <path d="M7.5 4.5 13 10l-5.5 5.5" /> },
  decorators: [
    (Story) => (
      <span style={{ color: '#1f5f8b' }}>
        <Story />
      </span>
    ),
  ],
} satisfies Meta<typeof LineIcon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const icon = canvasElement.querySelector('svg') as SVGSVGElement;
    // Decoration only, in the text colour around it.
    await expect(icon).toHaveAttribute('aria-hidden', 'true');
    await expect(getComputedStyle(icon).stroke).toBe('rgb(31, 95, 139)');
    await expect(icon).toHaveAttribute('width', '18');
  },
};

/** Size, line width and line ends are controls. */
export const Playground: Story = {
  args: { size: 32, strokeWidth: 2.4 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('svg')).toHaveAttribute('width', '32');
  },
};

export const SquareEnds: Story = {
  args: {
    roundCaps: false,
    children: (
      <>
        <rect x="2.5" y="4.5" width="11" height="11" rx="2" />
        <path d="m13.5 8.5 4-2.5v8l-4-2.5" />
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('svg')).not.toHaveAttribute('stroke-linecap');
  },
};
