import { SiteConfigProvider } from '@portfolio/api-client/site';
import { siteConfig } from '@portfolio/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { HomeRoute } from './HomeRoute';

const meta = {
  title: 'Features/Shell/HomeRoute',
  // A page: also pictured and layout-checked at phone width (decision 107).
  tags: ['page'],
  component: HomeRoute,
  parameters: { router: { path: '/home' }, layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <SiteConfigProvider initial={siteConfig}>
        <Story />
      </SiteConfigProvider>
    ),
  ],
} satisfies Meta<typeof HomeRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SignInGoesToLanding: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Alex Morgan/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }));
    await expect(await canvas.findByTestId('navigated-away')).toHaveTextContent('Navigated to /landing');
  },
};
