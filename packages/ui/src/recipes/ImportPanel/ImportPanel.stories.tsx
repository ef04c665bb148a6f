import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { ImportPanel } from './ImportPanel';

const meta = {
  title: 'UI/Recipes/ImportPanel',
  component: ImportPanel,
  args: {
    recipes: { exists: false, clicked: false },
    inventory: { exists: false, clicked: false },
    canImport: true,
    signInHref: '/owner',
    onImportRecipes: fn(),
    onImportInventory: fn(),
  },
} satisfies Meta<typeof ImportPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Import Recipes' }));
    await expect(args.onImportRecipes).toHaveBeenCalledOnce();
    await expect(canvas.getByRole('button', { name: 'Import Inventory' })).toBeEnabled();
  },
};

export const DataExists: Story = {
  args: { recipes: { exists: true, clicked: false }, inventory: { exists: true, clicked: false } },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Import Recipes' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAccessibleDescription('Recipes are already loaded.');
    await expect(getComputedStyle(button).color).toBe('rgb(179, 38, 30)');
  },
};

export const Completed: Story = {
  args: {
    recipes: { exists: false, clicked: true },
    status: { text: 'Completed Successfully', tone: 'success', detail: 'Imported 24 recipes' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Import Recipes' })).toBeDisabled();
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Completed Successfully (Imported 24 recipes)',
    );
  },
};

export const Failed: Story = {
  args: {
    inventory: { exists: false, clicked: true },
    status: {
      text: 'Http failure response for /apiRecipesImport/inventory: 401 Unauthorized',
      tone: 'error',
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('401 Unauthorized');
  },
};

export const Visitor: Story = {
  args: { canImport: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Owner only' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Import Recipes' })).toBeDisabled();
  },
};

export const Loading: Story = {
  args: { recipes: undefined, inventory: undefined },
  play: async ({ canvas }) => {
    // Until the page knows what is loaded, both buttons wait: disabled, but not red.
    for (const name of ['Import Recipes', 'Import Inventory']) {
      const button = canvas.getByRole('button', { name });
      await expect(button).toBeDisabled();
      await expect(button).not.toHaveAttribute('aria-describedby');
      await expect(getComputedStyle(button).color).not.toBe('rgb(179, 38, 30)');
    }
    await expect(canvas.queryByText('Recipes are already loaded.')).toBeNull();
    await expect(canvas.queryByText('The inventory is already loaded.')).toBeNull();
  },
};
