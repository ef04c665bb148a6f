import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { worldTopologySchema } from '@portfolio/contracts';
import { describe, expect, it } from 'vitest';
import { articleAddress } from './country-articles';
import { flagAddress, flagFolder } from './country-flags';

const geometryFile = new URL(
  '../../../../../apps/site/public/data/world-map/world_map_geometry.json',
  import.meta.url,
);
const flagIcons = new URL('../../../../../node_modules/flag-icons/flags/4x3/', import.meta.url);

const topology = worldTopologySchema.parse(JSON.parse(readFileSync(geometryFile, 'utf8')));
const countries = topology.objects.countries.geometries.map((geometry) => ({
  code: geometry.id,
  name: geometry.properties.name,
}));

describe('the countries of the geometry file', () => {
  it('are the 177 of the 1:110m data, each with its own code and a name', () => {
    expect(countries).toHaveLength(177);
    expect(new Set(countries.map((country) => country.code)).size).toBe(177);
    for (const country of countries) expect(country.name.trim(), country.code).not.toBe('');
  });

  it('each have an encyclopedia article', () => {
    const missing = countries.filter((country) => !articleAddress(country.code));
    expect(missing).toEqual([]);
    for (const country of countries) {
      expect(articleAddress(country.code)).toMatch(/^https:\/\/en\.wikipedia\.org\/wiki\/[^\s/]+$/);
    }
  });

  it('have a flag file for every flag address, and only the two shapes the set has no flag for lack one', () => {
    const withoutFlag = countries.filter((country) => !flagAddress(country.code));
    expect(withoutFlag.map((country) => country.name).sort()).toEqual(['N. Cyprus', 'Somaliland']);
    for (const country of countries) {
      const address = flagAddress(country.code);
      if (!address) continue;
      const file = address.slice(`${flagFolder}/`.length);
      expect(existsSync(fileURLToPath(new URL(file, flagIcons))), `${country.name}: ${file}`).toBe(true);
    }
  });
});

describe('looking up by code, not by name', () => {
  it('opens Georgia the country, not the US state', () => {
    const georgia = countries.find((country) => country.name === 'Georgia');
    expect(georgia?.code).toBe('ge');
    expect(articleAddress('ge')).toBe('https://en.wikipedia.org/wiki/Georgia_(country)');
  });

  it('tells the two Congos apart', () => {
    expect(articleAddress('cd')).toBe('https://en.wikipedia.org/wiki/Democratic_Republic_of_the_Congo');
    expect(articleAddress('cg')).toBe('https://en.wikipedia.org/wiki/Republic_of_the_Congo');
  });

  it('maps the special names to their flag files', () => {
    // Kosovo has no ISO code in the data: its flag is the set's xk file.
    expect(countries.find((country) => country.name === 'Kosovo')?.code).toBe('xk');
    expect(flagAddress('xk')).toBe('/images/world-flags/xk.svg');
    expect(flagAddress('xn')).toBeUndefined();
    expect(flagAddress('fr')).toBe('/images/world-flags/fr.svg');
  });

  it('answers nothing for codes it does not know or that are not codes', () => {
    expect(articleAddress('zz')).toBeUndefined();
    expect(articleAddress('constructor')).toBeUndefined();
    expect(flagAddress('../secret')).toBeUndefined();
  });
});
