import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { theme } from '../../theme';
import { StatusText } from './StatusText';

const meta = {
  title: 'UI/Base/StatusText',
  component: StatusText,
  args: { tone: 'info', children: 'Importing recipes…' },
} satisfies Meta<typeof StatusText>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Computed colours come back as rgb(); the theme holds hex. */
function rgbOf(hex: string) {
  const [r, g, b] = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

export const Default: Story = {
  name: 'Default: info',
  play: async ({ canvas }) => {
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent('Importing recipes…');
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const Success: Story = {
  args: { tone: 'success', children: 'Completed Successfully' },
  play: async ({ canvas }) => {
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent('Completed Successfully');
    await expect(getComputedStyle(status).color).toBe(rgbOf(theme.colors.success));
  },
};

export const Error: Story = {
  args: {
    tone: 'error',
    children: 'Http failure response for /apiRecipesImport/factory: 500 Internal Server Error',
  },
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Http failure response for /apiRecipesImport/factory: 500');
    await expect(getComputedStyle(alert).color).toBe(rgbOf(theme.colors.danger));
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};

/** Try the tones and the text in the controls. */
export const Playground: Story = {
  args: { tone: 'success', children: 'Completed Successfully' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Completed Successfully')).toBeVisible();
  },
};
