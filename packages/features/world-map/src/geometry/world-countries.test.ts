import { readFileSync } from 'node:fs';
import { worldTopologySchema } from '@portfolio/contracts';
import { geoArea } from 'd3-geo';
import { describe, expect, it } from 'vitest';
import { coarsenTopology, dragDetailTolerance, dragOutlines, worldCountries } from './world-countries';

const topology = worldTopologySchema.parse(
  JSON.parse(
    readFileSync(
      new URL('../../../../../apps/site/public/data/world-map/world_map_geometry.json', import.meta.url),
      'utf8',
    ),
  ),
);

const pointCount = (arcs: unknown[][]) => arcs.reduce((sum, arc) => sum + arc.length, 0);

describe('the globe countries', () => {
  const countries = worldCountries(topology);
  const outlines = dragOutlines(topology);

  it('carry name, article, flag and both outlines', () => {
    const france = countries.find((country) => country.code === 'fr');
    expect(france).toMatchObject({
      name: 'France',
      href: 'https://en.wikipedia.org/wiki/France',
      flagSrc: '/images/world-flags/fr.svg',
    });
    expect(outlines).toHaveLength(countries.length);
    expect(countries.find((country) => country.code === 'xs')?.flagSrc).toBeUndefined();
  });

  it('draw each country about the same size in the light outline as in the full one', () => {
    countries.forEach((country, index) => {
      if (country.code === 'aq') return;
      const full = geoArea(country.shape);
      const light = geoArea(outlines[index] ?? country.shape);
      // A ring wound the wrong way would cover the rest of the sphere (area near 4π).
      expect(light, country.name).toBeLessThan(2 * Math.PI);
      // Countries larger than about 40,000 km² (1e-3 steradian) keep their size within a quarter.
      if (full > 1e-3) expect(Math.abs(light - full) / full, country.name).toBeLessThan(0.25);
    });
  });
});

describe('the light outline drawn while dragging', () => {
  it('has at most about half the points and keeps every arc end, so borders still meet', () => {
    const coarse = coarsenTopology(topology, dragDetailTolerance);
    expect(pointCount(coarse.arcs)).toBeLessThan(pointCount(topology.arcs) * 0.55);
    const full = coarsenTopology(topology, 0);
    coarse.arcs.forEach((arc, index) => {
      const whole = full.arcs[index] ?? [];
      expect(arc[0]).toEqual(whole[0]);
      expect(arc.at(-1)).toEqual(whole.at(-1));
    });
  });
});
