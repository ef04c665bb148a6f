import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { mockLinkNavigation } from '../../navigation/storyNavigation';
import { NotFoundPage } from './NotFoundPage';

const navigation = mockLinkNavigation();

const meta = {
  title: 'UI/Shell/NotFoundPage',
  // A page: also pictured and layout-checked at phone width (decision 107).
  tags: ['page'],
  component: NotFoundPage,
  parameters: { layout: 'fullscreen' },
  args: { path: '/recipes/old-favourites', homeHref: '/landing' },
  decorators: [navigation.decorator],
  beforeEach: navigation.reset,
} satisfies Meta<typeof NotFoundPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(canvas.getByText('/recipes/old-favourites')).toBeVisible();
    await expect(canvas.getByText(/There is no page at/)).toHaveTextContent(
      'There is no page at /recipes/old-favourites.',
    );
    const home = canvas.getByRole('link', { name: 'Back to the landing page' });
    await userEvent.click(home);
    await expect(navigation.navigate).toHaveBeenCalledWith('/landing');
    home.blur();
  },
};

export const LongPathPhone: Story = {
  args: { path: '/gallery/alex/Pet%20Portraits%20-%20Biscuit%20and%20Marmalade%20in%20the%20Garden%202019' },
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Biscuit%20and%20Marmalade/)).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
