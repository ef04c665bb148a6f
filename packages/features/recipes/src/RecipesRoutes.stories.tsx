import {
  getInventoryCategory,
  getRecipeList,
  importFactoryInventory,
  type InventoryCategory,
  updateInventoryItem,
} from '@portfolio/contracts';
import {
  apiErrorResponse,
  countContractCalls,
  type ContractCallCounter,
  mockContract,
  mockContractError,
  recipesMockInventory,
  resetOwnerSession,
  resetRecipesMocks,
} from '@portfolio/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { dragWithPointer } from '@portfolio/ui/recipes/drag-for-tests';
import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { recipesRoutes } from './routes';
import { entryOf, readShoppingState, shoppingStorageKey, writeShoppingState } from './shopping/shopping-list';

// Every entry of the area's route table, its page loaded lazily as the site loads it. The stories
// mount them under /recipes/*, so the paths are taken relative to /recipes/.
const mounted = recipesRoutes.map((route) => {
  const { page } = route;
  const load = 'lazy' in page ? page.lazy : () => Promise.resolve(page.eager);
  return {
    path: route.path.replace(/^\/recipes\//, ''),
    Page: lazy(() => load().then((component) => ({ default: component }))),
  };
});

/** The whole area as the site mounts it from `recipesRoutes`, on the mock API. */
function RecipesRoutes() {
  return (
    <Suspense fallback={<p>Loading the page…</p>}>
      <Routes>
        {mounted.map(({ path, Page }) => (
          <Route key={path} path={path} element={<Page />} />
        ))}
      </Routes>
    </Suspense>
  );
}

const meta = {
  title: 'Features/Recipes/RecipesRoutes',
  // A page: also pictured and layout-checked at phone width (decision 107).
  tags: ['page'],
  component: RecipesRoutes,
  parameters: { layout: 'fullscreen', router: { path: '/recipes/recipes-home', route: '/recipes/*' } },
  beforeEach() {
    resetRecipesMocks();
    resetOwnerSession({ signedIn: false });
    window.localStorage.removeItem(shoppingStorageKey);
  },
} satisfies Meta<typeof RecipesRoutes>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

const namesIn = (canvas: Canvas, list: string) =>
  within(canvas.getByRole('list', { name: list }))
    .queryAllByRole('listitem')
    .map((entry) => entry.querySelector('span > span')?.textContent);

export const HomeOpensARecipe: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Pressure-cooker recipes' }),
    ).toBeVisible();
    const cards = within(await canvas.findByRole('list', { name: 'Recipes' }));
    await expect(cards.getAllByRole('link')).toHaveLength(6);
    await userEvent.click(cards.getByRole('link', { name: /Pulled Pork Sandwiches/ }));
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Pulled Pork Sandwiches' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: /USDA safe temperature chart/ })).toBeVisible();
    await expect(canvas.getByRole('row', { name: 'Brown sugar 2 tbsp' })).toBeVisible();
  },
};

export const RecipeWithoutSource: Story = {
  parameters: { router: { path: '/recipes/recipes/risotto', route: '/recipes/*' } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Mushroom Parmesan Risotto' }),
    ).toBeVisible();
    await expect(canvas.queryByText(/Source:/)).toBeNull();
    await expect(canvas.getAllByRole('listitem').filter((item) => item.closest('ol'))).toHaveLength(3);
  },
};

export const UnknownRecipe: Story = {
  parameters: { router: { path: '/recipes/recipes/no-such-dish', route: '/recipes/*' } },
  play: async ({ canvas }) => {
    const away = await canvas.findByTestId('navigated-away');
    await expect(away).toHaveTextContent('Navigated to /error');
    await expect(away).toHaveTextContent('there is no recipe');
  },
};

export const HomeFailsToLoad: Story = {
  beforeEach({ msw }) {
    msw.use(mockContractError(getRecipeList, 500));
    const log = spyOn(console, 'error').mockImplementation(() => {});
    return () => log.mockRestore();
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The recipes could not be loaded');
  },
};

export const ShoppingListBuilt: Story = {
  parameters: { router: { path: '/recipes/shopping-list', route: '/recipes/*' } },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('checkbox', { name: 'Canned' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Dairy' }));
    // Only what the In Stock page shows as not in stock is offered (each category's answer may
    // come first).
    await waitFor(() =>
      expect(namesIn(canvas, 'Potential Needed Items').sort()).toEqual([
        'Coconut milk',
        'Cream cheese',
        'Heavy cream',
        'Kidney beans',
      ]),
    );
    await dragWithPointer(
      within(canvas.getByRole('list', { name: 'Potential Needed Items' }))
        .getByText('Cream cheese')
        .closest('li') as Element,
      canvas.getByRole('list', { name: 'Shopping List' }),
    );
    await waitFor(() => expect(namesIn(canvas, 'Shopping List')).toEqual(['Cream cheese']));
    await userEvent.click(canvas.getByRole('button', { name: 'Move Coconut milk to Shopping List' }));
    await expect(namesIn(canvas, 'Shopping List')).toEqual(['Cream cheese', 'Coconut milk']);
    // Focus stays on the next move to make: another potential item's move button, not the page.
    await expect(document.activeElement?.getAttribute('aria-label')).toMatch(
      /^Move (Kidney beans|Heavy cream) to Shopping List$/,
    );
    // Unticking Dairy takes its items off the potential list, not off the shopping list.
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Dairy' }));
    await expect(namesIn(canvas, 'Potential Needed Items')).toEqual(['Kidney beans']);
    await expect(namesIn(canvas, 'Shopping List')).toEqual(['Cream cheese', 'Coconut milk']);
    // Kept in the browser.
    await expect(readShoppingState(window.localStorage).shopping.map((entry) => entry.name)).toEqual([
      'Cream cheese',
      'Coconut milk',
    ]);
    // The drag scrolled the page by a varying amount, and the screenshot of a page scrolled so
    // that it just fits caught a white band (and sometimes did not): picture the first screen.
    window.scrollTo(0, 0);
  },
};

export const ShoppingListRestoredAndPrinted: Story = {
  parameters: { router: { path: '/recipes/shopping-list', route: '/recipes/*' } },
  beforeEach() {
    writeShoppingState(window.localStorage, {
      checked: ['Meat'],
      potential: [entryOf('Meat', 'Ground beef')],
      shopping: [entryOf('Meat', 'Pork shoulder'), entryOf('Pastries', 'Burger buns')],
    });
    const print = spyOn(window, 'print').mockImplementation(() => {});
    return () => print.mockRestore();
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('checkbox', { name: 'Meat' })).toBeChecked();
    await expect(namesIn(canvas, 'Shopping List')).toEqual(['Pork shoulder', 'Burger buns']);
    await userEvent.click(canvas.getByRole('button', { name: 'Print Shopping List' }));
    await expect(window.print).toHaveBeenCalledOnce();
    // Refresh List asks the inventory again: ground beef (kept from before) and chicken thighs
    // are in stock, so neither is offered; pork shoulder stays on the shopping list.
    await expect(namesIn(canvas, 'Potential Needed Items')).toEqual(['Ground beef']);
    await userEvent.click(canvas.getByRole('button', { name: 'Refresh List' }));
    await expect(await canvas.findByText('The list was refreshed from the inventory.')).toBeVisible();
    await expect(namesIn(canvas, 'Potential Needed Items')).toEqual([]);
    await expect(namesIn(canvas, 'Shopping List')).toEqual(['Pork shoulder', 'Burger buns']);
    await userEvent.click(canvas.getByRole('button', { name: 'Clear Shopping List' }));
    await expect(namesIn(canvas, 'Shopping List')).toEqual([]);
    await expect(readShoppingState(window.localStorage).shopping).toEqual([]);
  },
};

export const ShoppingListInventoryFails: Story = {
  parameters: { router: { path: '/recipes/shopping-list', route: '/recipes/*' } },
  beforeEach({ msw }) {
    msw.use(mockContractError(getInventoryCategory, 503));
    const log = spyOn(console, 'error').mockImplementation(() => {});
    return () => log.mockRestore();
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('checkbox', { name: 'Fruit' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('503 Service Unavailable');
    await expect(namesIn(canvas, 'Potential Needed Items')).toEqual([]);
  },
};

// Lets the held inventory answers through (ShoppingListUntickedWhileLoading).
let answerInventory = () => {};

export const ShoppingListUntickedWhileLoading: Story = {
  parameters: { router: { path: '/recipes/shopping-list', route: '/recipes/*' } },
  beforeEach({ msw }) {
    const held = new Promise<void>((resolve) => {
      answerInventory = resolve;
    });
    msw.use(
      mockContract(getInventoryCategory, async ({ params }) => {
        await held;
        return recipesMockInventory()[params.category as InventoryCategory];
      }),
    );
  },
  play: async ({ canvas }) => {
    const dairy = await canvas.findByRole('checkbox', { name: 'Dairy' });
    await userEvent.click(dairy);
    // Ticked at once while its items are on their way; unticked before they arrive.
    await expect(dairy).toBeChecked();
    await userEvent.click(dairy);
    await expect(dairy).not.toBeChecked();
    answerInventory();
    // Fruit is asked for after Dairy's answer was let through: once Fruit's items show, Dairy's
    // answer has arrived too, and added nothing.
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Fruit' }));
    const fruit = recipesMockInventory()
      .Fruit.filter((item) => !item.instock)
      .map((item) => item.name);
    await waitFor(() => expect(namesIn(canvas, 'Potential Needed Items')).toEqual(fruit));
    await expect(dairy).not.toBeChecked();
    await waitFor(() => expect(readShoppingState(window.localStorage).checked).toEqual(['Fruit']));
  },
};

/** The inventory calls InStockOwnerTicks watches: the lists read and the ticks saved. */
let inventoryCalls: { reads: ContractCallCounter; saves: ContractCallCounter } | undefined;

export const InStockOwnerTicks: Story = {
  parameters: { router: { path: '/recipes/in-stock', route: '/recipes/*' } },
  beforeEach({ msw }) {
    resetOwnerSession({ signedIn: true });
    inventoryCalls = {
      reads: countContractCalls(getInventoryCategory),
      saves: countContractCalls(updateInventoryItem),
    };
    msw.use(inventoryCalls.reads.handler, inventoryCalls.saves.handler);
  },
  play: async ({ canvas }) => {
    const dairy = within(await canvas.findByRole('group', { name: 'Dairy' }));
    await expect(canvas.queryByRole('group', { name: 'Canned' })).toBeNull();
    const cream = await dairy.findByRole('checkbox', { name: 'Heavy cream' });
    await waitFor(() => expect(cream).toBeEnabled());
    const readsBefore = inventoryCalls?.reads.calls().length;
    await userEvent.click(cream);
    await expect(await canvas.findByText('Heavy cream is in stock')).toBeVisible();
    await expect(recipesMockInventory().Dairy).toContainEqual({ name: 'Heavy cream', instock: true });
    // Saved, the tick shows the stored state, not the one shown while it was being saved.
    await waitFor(() => expect(dairy.getByRole('checkbox', { name: 'Heavy cream' })).toBeEnabled());
    await expect(dairy.getByRole('checkbox', { name: 'Heavy cream' })).toBeChecked();
    // One tick is one request: the PUT. No category list is read again (decision 118).
    await expect(inventoryCalls?.saves.calls()).toEqual(['/apiRecipes/inventory/Dairy']);
    await expect(inventoryCalls?.reads.calls()).toHaveLength(readsBefore ?? -1);
  },
};

export const InStockSaveRefused: Story = {
  parameters: { router: { path: '/recipes/in-stock', route: '/recipes/*' } },
  beforeEach({ msw }) {
    // The page still believes the owner is signed in; the server no longer does.
    resetOwnerSession({ signedIn: true });
    msw.use(mockContractError(updateInventoryItem, 401, 'Sign in as the owner to do this'));
    const alert = spyOn(window, 'alert').mockImplementation(() => undefined);
    return () => alert.mockRestore();
  },
  play: async ({ canvas }) => {
    const dairy = within(await canvas.findByRole('group', { name: 'Dairy' }));
    const cream = await dairy.findByRole('checkbox', { name: 'Heavy cream' });
    await waitFor(() => expect(cream).toBeEnabled());
    await userEvent.click(cream);
    // The spec's PUT-update failure: red status text and a browser alert with the message.
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Sign in as the owner to do this');
    await waitFor(() =>
      expect(window.alert).toHaveBeenCalledWith(
        'Http failure response for /apiRecipes/inventory/Dairy: 401 Unauthorized',
      ),
    );
    await waitFor(() => expect(dairy.getByRole('checkbox', { name: 'Heavy cream' })).not.toBeChecked());
    await expect(recipesMockInventory().Dairy).toContainEqual({ name: 'Heavy cream', instock: false });
    // The refused save is over: the box is back to its stored state and can be ticked again.
    await waitFor(() => expect(dairy.getByRole('checkbox', { name: 'Heavy cream' })).toBeEnabled());
  },
};

/** The session ends before a tick: the 401 makes the page ask again, and it turns read-only. */
export const InStockSessionEndedBeforeATick: Story = {
  parameters: { router: { path: '/recipes/in-stock', route: '/recipes/*' } },
  beforeEach() {
    resetOwnerSession({ signedIn: true });
    const alert = spyOn(window, 'alert').mockImplementation(() => undefined);
    return () => alert.mockRestore();
  },
  play: async ({ canvas }) => {
    const dairy = within(await canvas.findByRole('group', { name: 'Dairy' }));
    const cream = await dairy.findByRole('checkbox', { name: 'Heavy cream' });
    await waitFor(() => expect(cream).toBeEnabled());
    await expect(canvas.queryByRole('status', { name: 'Read only' })).toBeNull();
    resetOwnerSession({ signedIn: false });
    await userEvent.click(cream);
    await expect(await canvas.findByRole('status', { name: 'Read only' })).toBeVisible();
    await expect(within(canvas.getByRole('status', { name: 'Read only' })).getByRole('link')).toHaveAttribute(
      'href',
      '/owner',
    );
    await expect(dairy.getByRole('checkbox', { name: 'Heavy cream' })).toHaveAttribute(
      'aria-readonly',
      'true',
    );
    await expect(recipesMockInventory().Dairy).toContainEqual({ name: 'Heavy cream', instock: false });
  },
};

export const InStockVisitor: Story = {
  parameters: { router: { path: '/recipes/in-stock', route: '/recipes/*' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status', { name: 'Read only' })).toBeVisible();
    const butter = await within(await canvas.findByRole('group', { name: 'Dairy' })).findByRole('checkbox', {
      name: 'Butter',
    });
    // Read-only in full colour: a click changes nothing.
    await expect(butter).toHaveAttribute('aria-readonly', 'true');
    await expect(butter).toBeChecked();
    await userEvent.click(butter);
    await expect(butter).toBeChecked();
  },
};

export const InStockOneListFails: Story = {
  parameters: { router: { path: '/recipes/in-stock', route: '/recipes/*' } },
  beforeEach({ msw }) {
    resetOwnerSession({ signedIn: true });
    // Dairy's first read fails; asked again, it answers.
    let dairyReads = 0;
    msw.use(
      mockContract(getInventoryCategory, ({ params }) => {
        if (params.category === 'Dairy' && (dairyReads += 1) === 1) return apiErrorResponse(503);
        return recipesMockInventory()[params.category as InventoryCategory];
      }),
    );
    const log = spyOn(console, 'error').mockImplementation(() => {});
    return () => log.mockRestore();
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Dairy could not be loaded.');
    await expect(
      within(canvas.getByRole('group', { name: 'Dairy' })).getByText('Could not be loaded.'),
    ).toBeVisible();
    // The other lists are there, and the owner can tick in them.
    await expect(canvas.queryByText('Loading the inventory…')).toBeNull();
    await expect(
      within(canvas.getByRole('group', { name: 'Spices' })).getByRole('checkbox', { name: 'Salt' }),
    ).toBeEnabled();
    // Logged, as the spec has inventory failures logged.
    await expect(console.error).toHaveBeenCalledWith(
      expect.stringContaining('/apiRecipes/inventory/Dairy: 503 Service Unavailable'),
      expect.anything(),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    // Only Dairy waits again; the other lists stay where they are.
    await expect(canvas.getByRole('checkbox', { name: 'Salt' })).toBeVisible();
    const dairy = within(canvas.getByRole('group', { name: 'Dairy' }));
    await expect(await dairy.findByRole('checkbox', { name: 'Butter' })).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const ImportWhenDataExists: Story = {
  parameters: { router: { path: '/recipes/import-data', route: '/recipes/*' } },
  beforeEach() {
    resetOwnerSession({ signedIn: true });
  },
  play: async ({ canvas }) => {
    const button = await canvas.findByRole('button', { name: 'Import Recipes' });
    await waitFor(() => expect(button).toHaveAccessibleDescription('Recipes are already loaded.'));
    await expect(button).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Import Inventory' })).toBeDisabled();
  },
};

export const ImportIntoAnEmptyKitchen: Story = {
  parameters: { router: { path: '/recipes/import-data', route: '/recipes/*' } },
  beforeEach() {
    resetOwnerSession({ signedIn: true });
    resetRecipesMocks({ empty: true });
  },
  play: async ({ canvas }) => {
    const button = await canvas.findByRole('button', { name: 'Import Recipes' });
    await waitFor(() => expect(button).toBeEnabled());
    await userEvent.click(button);
    await expect(button).toBeDisabled();
    await expect(await canvas.findByText(/Completed Successfully/)).toHaveTextContent('Imported 6 recipes');
    await expect(canvas.getByRole('button', { name: 'Import Inventory' })).toBeEnabled();
  },
};

/** The session ends before an import: the 401 makes the page ask again, and it links the sign-in. */
export const ImportSessionEnded: Story = {
  parameters: { router: { path: '/recipes/import-data', route: '/recipes/*' } },
  beforeEach() {
    resetOwnerSession({ signedIn: true });
    resetRecipesMocks({ empty: true });
  },
  play: async ({ canvas }) => {
    const button = await canvas.findByRole('button', { name: 'Import Recipes' });
    await waitFor(() => expect(button).toBeEnabled());
    await expect(canvas.queryByRole('link', { name: 'Sign in as the owner' })).toBeNull();
    resetOwnerSession({ signedIn: false });
    await userEvent.click(button);
    await expect(await canvas.findByRole('link', { name: 'Sign in as the owner' })).toHaveAttribute(
      'href',
      '/owner',
    );
    await expect(canvas.getByRole('button', { name: 'Import Inventory' })).toBeDisabled();
  },
};

export const ImportFails: Story = {
  parameters: { router: { path: '/recipes/import-data', route: '/recipes/*' } },
  beforeEach({ msw }) {
    resetOwnerSession({ signedIn: true });
    resetRecipesMocks({ empty: true });
    msw.use(mockContractError(importFactoryInventory, 500, 'The factory inventory could not be read'));
  },
  play: async ({ canvas }) => {
    const button = await canvas.findByRole('button', { name: 'Import Inventory' });
    await waitFor(() => expect(button).toBeEnabled());
    await userEvent.click(button);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'The factory inventory could not be read',
    );
    await expect(button).toBeDisabled();
  },
};

export const AccessoriesPage: Story = {
  parameters: { router: { path: '/recipes/accessories', route: '/recipes/*' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('table', { name: 'Conversion chart' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Ingredient brand names' })).toBeVisible();
  },
};

export const AboutPage: Story = {
  parameters: { router: { path: '/recipes/recipes-home', route: '/recipes/*' } },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('link', { name: 'About' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'About' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'About' })).toHaveAttribute('aria-current', 'page');
  },
};

export const AreaAddressOpensTheRecipeList: Story = {
  parameters: { router: { path: '/recipes', route: '/recipes/*' } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Pressure-cooker recipes' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Recipe List' })).toHaveAttribute('aria-current', 'page');
  },
};

export const UnknownAddress: Story = {
  parameters: { router: { path: '/recipes/no-such-page', route: '/recipes/*' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(canvas.getByText('/recipes/no-such-page')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to the landing page' })).toHaveAttribute(
      'href',
      '/landing',
    );
  },
};
