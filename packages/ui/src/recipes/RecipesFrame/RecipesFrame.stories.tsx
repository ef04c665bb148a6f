import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { PageIntro } from '../../base/Layout';
import { storyNavLinks } from '../story-fixtures';
import { RecipesFrame } from './RecipesFrame';

const meta = {
  title: 'UI/Recipes/RecipesFrame',
  component: RecipesFrame,
  parameters: { layout: 'fullscreen', router: { path: '/recipes/shopping-list' } },
  args: {
    homeHref: '/landing',
    navLinks: storyNavLinks,
    currentHref: '/recipes/shopping-list',
    heading: 'Shopping List',
    children: <PageIntro>Tick the categories to shop for, then drag what you need onto the list.</PageIntro>,
  },
} satisfies Meta<typeof RecipesFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const bar = within(canvas.getByRole('navigation', { name: 'Recipes' }));
    await expect(bar.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Recipe List',
      'Shopping List',
      'Accessories',
      'In Stock',
      'Import Recipes',
      'About',
    ]);
    await expect(bar.getByRole('link', { name: 'Shopping List' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('navigation', { name: 'Site' }).querySelector('a')).toHaveAttribute(
      'href',
      '/landing',
    );
    await userEvent.click(bar.getByRole('link', { name: 'About' }));
    await expect(await canvas.findByText('Navigated to /recipes/about')).toBeVisible();
  },
};

export const Playground: Story = {};
