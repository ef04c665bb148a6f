import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { storyRecipeCards } from '../story-fixtures';
import { RecipeCardGrid } from './RecipeCardGrid';

const meta = {
  title: 'UI/Recipes/RecipeCardGrid',
  component: RecipeCardGrid,
  args: { recipes: storyRecipeCards },
  parameters: {
    router: { path: '/recipes/recipes-home' },
    // The cards' pictures are JPEGs scaled down by the browser: a few dozen pixels vary between runs.
    visual: { allowedMismatchedPixels: 200 },
  },
} satisfies Meta<typeof RecipeCardGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const list = within(canvas.getByRole('list', { name: 'Recipes' }));
    await expect(list.getAllByRole('listitem')).toHaveLength(6);
    const card = list.getByRole('link', { name: /Pulled Pork Sandwiches/ });
    await expect(card).toHaveTextContent('Dinner');
    await expect(card.querySelector('img')).toHaveAttribute('width', '480');
    await userEvent.click(card);
    await expect(await canvas.findByText('Navigated to /recipes/recipes/pulled-pork')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { recipes: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list', { name: 'Loading the recipes' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const Empty: Story = {
  args: { recipes: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/There are no recipes yet/)).toBeVisible();
  },
};

export const Failed: Story = {
  args: { failed: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('The recipes could not be loaded');
  },
};

export const LongNames: Story = {
  args: {
    recipes: storyRecipeCards.map((card) => ({
      ...card,
      name: `${card.name} for a Crowd, with Extra Notes on Doubling and Freezing`,
    })),
  },
  play: async ({ args, canvas }) => {
    const cards = within(canvas.getByRole('list', { name: 'Recipes' })).getAllByRole('link');
    await expect(cards).toHaveLength(args.recipes?.length ?? 0);
    for (const [index, card] of cards.entries()) {
      const name = card.querySelector('span > span');
      // The whole name, wrapped inside its card: neither cut short nor spilling over the edge.
      await expect(name).toHaveTextContent(args.recipes?.[index]?.name ?? '');
      await expect(name?.scrollWidth).toBeLessThanOrEqual(name?.clientWidth ?? 0);
      await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth);
      // More than one line of 1.3 x 17 px.
      await expect((name as HTMLElement).offsetHeight).toBeGreaterThan(40);
    }
  },
};
