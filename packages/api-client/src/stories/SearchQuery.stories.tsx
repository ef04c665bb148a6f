import type { Meta, StoryObj } from '@storybook/react-vite';
import { defineContract } from '@portfolio/contracts';
import { mockContract } from '@portfolio/mocks';
import type {} from 'msw-storybook-addon/types';
import { useState } from 'react';
import { expect, userEvent } from 'storybook/test';
import { z } from 'zod';
import { useApiSearchQuery } from '../use-api-query';

/** Story-only contract: `GET {url}?search={term}` as the spec's shared search call makes it. */
const searchRecipes = defineContract({
  method: 'GET',
  path: '/api/demo/recipes/search',
  query: z.object({ search: z.string() }),
  response: z.array(z.object({ identifier: z.string(), name: z.string() })),
});

const recipes = [
  { identifier: 'pot-roast', name: 'Pot Roast' },
  { identifier: 'split-pea-soup', name: 'Split Pea Soup' },
  { identifier: 'roasted-chickpeas', name: 'Roasted Chickpeas' },
];

function RecipeSearch() {
  const [term, setTerm] = useState('');
  const search = useApiSearchQuery(searchRecipes, term, undefined, { enabled: term !== '' });
  return (
    <div>
      <label>
        Search recipes <input value={term} onChange={(event) => setTerm(event.target.value)} />
      </label>
      {search.data && (
        <section aria-label="Search results">
          <h2>Results for “{search.data.context}”</h2>
          <ul>
            {search.data.result.map((recipe) => (
              <li key={recipe.identifier}>{recipe.name}</li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}

const meta = {
  title: 'Flows/DataAccess/SearchQuery',
  component: RecipeSearch,
} satisfies Meta<typeof RecipeSearch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ResultWithContext: Story = {
  beforeEach({ msw }) {
    msw.use(
      mockContract(searchRecipes, ({ query }) =>
        recipes.filter((recipe) => recipe.name.toLowerCase().includes(query.search.toLowerCase())),
      ),
    );
  },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Search recipes' }), 'roast');
    await expect(await canvas.findByRole('heading', { name: 'Results for “roast”' })).toBeVisible();
    const results = canvas.getByRole('region', { name: 'Search results' });
    await expect(results).toHaveTextContent('Pot Roast');
    await expect(results).toHaveTextContent('Roasted Chickpeas');
    await expect(results).not.toHaveTextContent('Split Pea Soup');
  },
};
