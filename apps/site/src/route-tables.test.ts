import { buildLandingTiles } from '@portfolio/feature-shell';
import { siteConfig } from '@portfolio/mocks';
import { matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { listSampleAddresses, siteRoutes } from './route-tables';

const internalTiles = buildLandingTiles(siteConfig).filter(
  (tile) => tile.href?.startsWith('/') && !tile.external && !tile.unavailable,
);

/** The route React Router picks for an address, by its ranking (not by table order). */
function routeFor(address: string) {
  const matches = matchRoutes(
    siteRoutes.map((route) => ({ path: route.path })),
    address,
  );
  const path = matches?.at(-1)?.route.path;
  return siteRoutes.find((route) => route.path === path);
}

describe('the site route tables', () => {
  it('answer every internal landing tile with a page of its own', () => {
    const withoutPage = internalTiles
      .filter((tile) => routeFor(tile.href ?? '')?.path === '*')
      .map((tile) => tile.id);
    // Every area has landed: no internal tile may lead to the not-found page.
    expect(withoutPage).toEqual([]);
  });

  it('name only real tiles, and each route answers the address of the tile it names', () => {
    for (const route of siteRoutes.filter((entry) => entry.tile)) {
      const tile = internalTiles.find((candidate) => candidate.id === route.tile);
      expect(tile, `tile "${route.tile}" of ${route.path}`).toBeDefined();
      expect(routeFor(tile?.href ?? '')?.path, `the address of tile "${route.tile}"`).toBe(route.path);
    }
  });

  it('have no two routes on one pattern', () => {
    const paths = siteRoutes.map((route) => route.path);
    expect(paths.filter((path, index) => paths.indexOf(path) !== index)).toEqual([]);
  });

  it('give every route a sample address that reaches that route and no other', () => {
    for (const route of siteRoutes) {
      for (const address of [route.sample, ...(route.otherPages ?? [])]) {
        expect(address, route.path).toMatch(/^\//);
        expect(routeFor(address)?.path, `sample ${address}`).toBe(route.path);
      }
    }
  });

  it('list each sample once, and the other pages of a route after its sample', () => {
    const addresses = listSampleAddresses();
    expect(addresses.filter((address, index) => addresses.indexOf(address) !== index)).toEqual([]);
    expect(addresses).toHaveLength(
      siteRoutes.reduce((count, route) => count + 1 + (route.otherPages?.length ?? 0), 0),
    );
    expect(addresses).toContain('/enneagram/quiz/new');
  });
});
