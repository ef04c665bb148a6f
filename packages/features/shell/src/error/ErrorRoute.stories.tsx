import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { ErrorRoute } from './ErrorRoute';

const meta = {
  title: 'Features/Shell/ErrorRoute',
  // A page: also pictured and layout-checked at phone width (decision 107).
  tags: ['page'],
  component: ErrorRoute,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ErrorRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FromAFailedFetch: Story = {
  parameters: {
    router: {
      path: '/error',
      state: {
        message: 'Http failure response for /apiGallery/Childroom: 500 Internal Server Error',
        status: 500,
        error: 'Internal Server Error',
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'ERROR REPORT' })).toBeVisible();
    await expect(
      canvas.getByText('Http failure response for /apiGallery/Childroom: 500 Internal Server Error'),
    ).toBeVisible();
    await expect(canvas.getByText('500')).toBeVisible();
    await expect(canvas.getByText('Internal Server Error')).toBeVisible();
  },
};

export const OpenedDirectly: Story = {
  parameters: { router: { path: '/error' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/There is no error to report/)).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: 'Back to the landing page' }));
    await expect(await canvas.findByTestId('navigated-away')).toHaveTextContent('Navigated to /landing');
  },
};
