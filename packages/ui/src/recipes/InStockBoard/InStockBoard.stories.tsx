import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { InStockBoard, type InStockCategory } from './InStockBoard';

const stock = (names: string, out: number[] = []) =>
  names.split(',').map((name, index) => ({ name, instock: !out.includes(index) }));

const categories: InStockCategory[] = [
  { category: 'Broth', items: stock('Chicken broth,Beef broth,Vegetable broth', [2]) },
  { category: 'Dairy', items: stock('Butter,Whole milk,Heavy cream,Cream cheese,Parmesan,Eggs', [2, 3]) },
  { category: 'Spices', items: stock('Salt,Black pepper,Smoked paprika,Ground cumin', [2]) },
  { category: 'Vegetables', items: stock('Onions,Garlic,Carrots,Cremini mushrooms', [3]) },
  { category: 'Vitamins and Herbs', items: stock('Vitamin D,Chamomile tea') },
  { category: 'Other', items: [] },
];

const meta = {
  title: 'UI/Recipes/InStockBoard',
  component: InStockBoard,
  args: { categories, canEdit: true, signInHref: '/owner', onToggle: fn() },
} satisfies Meta<typeof InStockBoard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Owner: Story = {
  play: async ({ args, canvas }) => {
    const dairy = within(canvas.getByRole('group', { name: 'Dairy' }));
    await expect(dairy.getByRole('checkbox', { name: 'Butter' })).toBeChecked();
    await expect(dairy.getByRole('checkbox', { name: 'Heavy cream' })).not.toBeChecked();
    await userEvent.click(dairy.getByRole('checkbox', { name: 'Heavy cream' }));
    await expect(args.onToggle).toHaveBeenCalledWith('Dairy', 'Heavy cream', true);
    await expect(canvas.getByText('No items in this category.')).toBeVisible();
  },
};

/** A visitor sees the owner's ticks in full colour, and cannot change them. */
export const Visitor: Story = {
  args: { canEdit: false },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Read only' })).toHaveTextContent('Sign in as the owner');
    for (const box of canvas.getAllByRole('checkbox')) {
      await expect(box).toHaveAttribute('aria-readonly', 'true');
      // Not greyed out as a disabled box is: the tick keeps the site's accent colour.
      await expect(box).toBeEnabled();
      await expect(getComputedStyle(box).accentColor).toBe('rgb(31, 95, 139)');
    }
    const dairy = within(canvas.getByRole('group', { name: 'Dairy' }));
    const butter = dairy.getByRole('checkbox', { name: 'Butter' });
    const cream = dairy.getByRole('checkbox', { name: 'Heavy cream' });
    await userEvent.click(butter);
    await userEvent.click(cream);
    cream.focus();
    await userEvent.keyboard(' ');
    await expect(butter).toBeChecked();
    await expect(cream).not.toBeChecked();
    await expect(args.onToggle).not.toHaveBeenCalled();
  },
};

export const Loading: Story = {
  args: { categories: categories.map(({ category }) => ({ category, items: undefined })) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading the inventory…')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByRole('group')).toBeNull();
  },
};

export const OneCategoryLoading: Story = {
  args: { categories: [...categories.slice(0, 2), { category: 'Spices', items: undefined }] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading…')).toBeVisible();
  },
};

export const SaveFailed: Story = {
  args: {
    saving: ['Dairy/Heavy cream'],
    status: {
      text: 'Http failure response for /apiRecipes/inventory/Dairy: 401 Unauthorized',
      tone: 'error',
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('401 Unauthorized');
    await expect(canvas.getByRole('checkbox', { name: 'Heavy cream' })).toBeDisabled();
  },
};

export const SomeListsFailed: Story = {
  args: {
    onRetry: fn(),
    categories: categories.map((entry) =>
      entry.category === 'Dairy' || entry.category === 'Spices'
        ? { category: entry.category, items: undefined, failed: true }
        : entry,
    ),
  },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Dairy and Spices could not be loaded.');
    await expect(
      within(canvas.getByRole('group', { name: 'Dairy' })).getByText('Could not be loaded.'),
    ).toBeVisible();
    // The other lists are there to tick, with nothing left waiting.
    await expect(within(canvas.getByRole('group', { name: 'Broth' })).getAllByRole('checkbox')).toHaveLength(
      3,
    );
    await expect(canvas.queryByText(/Loading/)).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const InventoryFailed: Story = {
  args: {
    onRetry: fn(),
    categories: categories.map(({ category }) => ({ category, items: undefined, failed: true })),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('The inventory could not be loaded.');
    await expect(canvas.queryByRole('group')).toBeNull();
    await expect(canvas.queryByText(/Loading/)).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
};
