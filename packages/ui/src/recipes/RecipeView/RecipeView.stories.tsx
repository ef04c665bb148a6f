import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { RecipeView, type RecipeViewData } from './RecipeView';

const pulledPork: RecipeViewData = {
  name: 'Pulled Pork Sandwiches',
  mealType: 'Dinner',
  ingredients: [
    { item: 'Pork shoulder, cut into 4 pieces', amount: '3 lb' },
    { item: 'Brown sugar', amount: '2 tbsp' },
    { item: 'Smoked paprika', amount: '1 tbsp' },
    { item: 'Chicken broth', amount: '1 cup' },
    { item: 'Barbecue sauce', amount: '1 cup' },
    { item: 'Burger buns', amount: '8' },
  ],
  instructions: [
    { description: 'Rub the pork with the sugar, paprika and 2 tsp salt.' },
    { description: 'Pour the broth into the pot and add the pork.' },
    { description: 'Cook on High Pressure for 60 minutes; let the pressure release naturally.' },
    {
      description:
        'Shred the meat, mix a cup of the liquid back in with the sauce and serve on toasted buns.',
    },
  ],
  notes: 'Crisp the shredded meat under the broiler for a few minutes for roasted edges.',
  linkSource:
    'https://www.fsis.usda.gov/food-safety/safe-food-handling-and-supplies/food-safety-basics/safe-temperature-chart',
  linkName: 'USDA safe temperature chart',
};

const meta = {
  title: 'UI/Recipes/RecipeView',
  component: RecipeView,
  args: { recipe: pulledPork, imageSrc: '/images/recipes/pulled-pork.jpg' },
} satisfies Meta<typeof RecipeView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithSourceLink: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Pulled Pork Sandwiches');
    await expect(canvas.getByRole('link', { name: /USDA safe temperature chart/ })).toHaveAttribute(
      'href',
      pulledPork.linkSource,
    );
    const table = within(canvas.getByRole('table'));
    await expect(table.getAllByRole('row')).toHaveLength(7);
    await expect(table.getByRole('row', { name: 'Brown sugar 2 tbsp' })).toBeVisible();
    const steps = canvas.getAllByRole('listitem');
    await expect(steps).toHaveLength(4);
    await expect(steps[0]?.closest('ol')).not.toBeNull();
  },
};

export const WithoutSourceLink: Story = {
  args: { recipe: { ...pulledPork, linkName: '', linkSource: 'https://example.org/not-shown' } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link')).toBeNull();
    await expect(canvas.queryByText(/Source:/)).toBeNull();
  },
};

export const Loading: Story = {
  args: { recipe: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Loading the recipe…');
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

export const LongSteps: Story = {
  args: {
    recipe: {
      ...pulledPork,
      notes: pulledPork.notes.repeat(4),
      instructions: [
        ...pulledPork.instructions,
        {
          description:
            'For a crowd, cook two shoulders side by side without stacking them, keep the liquid the same and add ten minutes; check that the thickest piece pulls apart easily before releasing the rest of the pressure.',
        },
      ],
    },
  },
  play: async ({ args, canvas }) => {
    const steps = within(canvas.getByRole('list')).getAllByRole('listitem');
    await expect(steps).toHaveLength(args.recipe?.instructions.length ?? 0);
    // The long last step is there whole, and wraps within the page instead of widening it.
    await expect(steps.at(-1)).toHaveTextContent(args.recipe?.instructions.at(-1)?.description ?? '');
    await expect(steps.at(-1)?.offsetHeight).toBeGreaterThan(2 * (steps[0]?.offsetHeight ?? 0));
    await expect(canvas.getByText(/^Crisp the shredded meat/)).toHaveTextContent(args.recipe?.notes ?? '');
    const article = canvas.getByRole('article');
    await expect(article.scrollWidth).toBeLessThanOrEqual(article.clientWidth);
  },
};
