import { matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { recipesNavLinks, recipesPaths } from './recipes-paths';
import { recipesRoutes } from './routes';

const fallback = '/recipes/*';

/** The entry React Router picks for an address, by its ranking. */
const routeFor = (address: string) =>
  matchRoutes(
    recipesRoutes.map((route) => ({ path: route.path })),
    address,
  )?.at(-1)?.route.path;

describe('the recipe route table', () => {
  it('gives every page the navigation bar and the cards lead to an entry of its own', () => {
    const addresses = [...recipesNavLinks.map((link) => link.href), recipesPaths.recipe('beef-stew')];
    const entries = addresses.map(routeFor);
    expect(entries).not.toContain(fallback);
    expect(entries).not.toContain(undefined);
    expect(new Set(entries).size).toBe(addresses.length);
    // Nothing else: each page entry is one of those pages.
    expect(recipesRoutes.map((route) => route.path).filter((path) => path !== fallback)).toEqual(
      expect.arrayContaining(entries),
    );
    expect(recipesRoutes).toHaveLength(addresses.length + 1);
  });

  it('leaves /recipes (to the recipe list) and unknown addresses to the fallback entry', () => {
    for (const address of ['/recipes', '/recipes/', '/recipes/no-such-page', '/recipes/recipes']) {
      expect(routeFor(address), address).toBe(fallback);
    }
  });
});
